module @jit_apply attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<48x144xf32>, %arg1: tensor<48xf32>, %arg2: tensor<48x48xf32>, %arg3: tensor<48x144xf32>, %arg4: tensor<48xf32>, %arg5: tensor<48x48xf32>, %arg6: tensor<48x144xf32>, %arg7: tensor<48xf32>, %arg8: tensor<48x48xf32>, %arg9: tensor<48x144xf32>, %arg10: tensor<48xf32>, %arg11: tensor<48x48xf32>, %arg12: tensor<48xf32>, %arg13: tensor<48x48xf32>, %arg14: tensor<48xf32>, %arg15: tensor<96x48xf32>, %arg16: tensor<96xf32>, %arg17: tensor<48x96xf32>, %arg18: tensor<48xf32>, %arg19: tensor<96x48xf32>, %arg20: tensor<96xf32>, %arg21: tensor<48x96xf32>, %arg22: tensor<10xf32>, %arg23: tensor<48x10xf32>, %arg24: tensor<48xf32>, %arg25: tensor<48xf32>, %arg26: tensor<48xf32>, %arg27: tensor<48xf32>, %arg28: tensor<48xf32>, %arg29: tensor<48xf32>, %arg30: tensor<48xf32>, %arg31: tensor<48xf32>, %arg32: tensor<48xf32>, %arg33: tensor<48xf32>, %arg34: tensor<48xf32>, %arg35: tensor<48xf32>, %arg36: tensor<4x32x32x3xf32>) -> (tensor<4x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg36 : (tensor<4x32x32x3xf32>) -> tensor<4x8x4x8x4x3xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 3, 2, 4, 5] : (tensor<4x8x4x8x4x3xf32>) -> tensor<4x8x8x4x4x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x8x8x4x4x3xf32>) -> tensor<4x8x8x48xf32>
    %3 = stablehlo.dot_general %2, %arg13, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x48xf32>, tensor<48x48xf32>) -> tensor<4x8x8x48xf32>
    %4 = stablehlo.reshape %arg12 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x8x8x48xf32>
    %6 = stablehlo.add %3, %5 : tensor<4x8x8x48xf32>
    %7 = chlo.square %6 : tensor<4x8x8x48xf32> -> tensor<4x8x8x48xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<4x8x8x48xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %cst_0 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %10 = stablehlo.divide %8, %9 : tensor<4x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<4x8x8x48xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %cst_2 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %13 = stablehlo.divide %11, %12 : tensor<4x8x8xf32>
    %14 = chlo.square %10 : tensor<4x8x8xf32> -> tensor<4x8x8xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<4x8x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<4x8x8xf32>
    %18 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x48xf32>
    %21 = stablehlo.subtract %6, %20 : tensor<4x8x8x48xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x8x8x1xf32>
    %23 = stablehlo.add %19, %22 : tensor<4x8x8x1xf32>
    %24 = stablehlo.rsqrt %23 : tensor<4x8x8x1xf32>
    %25 = stablehlo.reshape %arg25 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x48xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x8x8x48xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<4x8x8x48xf32>
    %29 = stablehlo.multiply %21, %28 : tensor<4x8x8x48xf32>
    %30 = stablehlo.reshape %arg24 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x8x8x48xf32>
    %32 = stablehlo.add %29, %31 : tensor<4x8x8x48xf32>
    %33 = stablehlo.dot_general %32, %arg0, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x48xf32>, tensor<48x144xf32>) -> tensor<4x8x8x144xf32>
    %34 = stablehlo.slice %33 [0:4, 0:8, 0:8, 0:48] : (tensor<4x8x8x144xf32>) -> tensor<4x8x8x48xf32>
    %35 = stablehlo.slice %33 [0:4, 0:8, 0:8, 48:96] : (tensor<4x8x8x144xf32>) -> tensor<4x8x8x48xf32>
    %36 = stablehlo.slice %33 [0:4, 0:8, 0:8, 96:144] : (tensor<4x8x8x144xf32>) -> tensor<4x8x8x48xf32>
    %37 = stablehlo.reshape %34 : (tensor<4x8x8x48xf32>) -> tensor<4x8x8x4x12xf32>
    %38 = stablehlo.transpose %37, dims = [0, 1, 3, 2, 4] : (tensor<4x8x8x4x12xf32>) -> tensor<4x8x4x8x12xf32>
    %39 = stablehlo.reshape %35 : (tensor<4x8x8x48xf32>) -> tensor<4x8x8x4x12xf32>
    %40 = stablehlo.transpose %39, dims = [0, 1, 3, 2, 4] : (tensor<4x8x8x4x12xf32>) -> tensor<4x8x4x8x12xf32>
    %41 = stablehlo.reshape %36 : (tensor<4x8x8x48xf32>) -> tensor<4x8x8x4x12xf32>
    %42 = stablehlo.transpose %41, dims = [0, 1, 3, 2, 4] : (tensor<4x8x8x4x12xf32>) -> tensor<4x8x4x8x12xf32>
    %43 = stablehlo.dot_general %38, %40, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [4] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x8x12xf32>, tensor<4x8x4x8x12xf32>) -> tensor<4x8x4x8x8xf32>
    %cst_5 = stablehlo.constant dense<3.46410155> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x8x4x8x8xf32>
    %45 = stablehlo.divide %43, %44 : tensor<4x8x4x8x8xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_6) applies stablehlo.maximum across dimensions = [4] : (tensor<4x8x4x8x8xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %48 = stablehlo.maximum %47, %46 : tensor<4x8x4x8xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x8x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3, 4] : (tensor<4x8x4x8x1xf32>) -> tensor<4x8x4x8x8xf32>
    %51 = stablehlo.subtract %45, %50 : tensor<4x8x4x8x8xf32>
    %52 = stablehlo.exponential %51 : tensor<4x8x4x8x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_8) applies stablehlo.add across dimensions = [4] : (tensor<4x8x4x8x8xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x8x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3, 4] : (tensor<4x8x4x8x1xf32>) -> tensor<4x8x4x8x8xf32>
    %56 = stablehlo.divide %52, %55 : tensor<4x8x4x8x8xf32>
    %57 = stablehlo.dot_general %56, %42, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x8x8xf32>, tensor<4x8x4x8x12xf32>) -> tensor<4x8x4x8x12xf32>
    %58 = stablehlo.transpose %57, dims = [0, 1, 3, 2, 4] : (tensor<4x8x4x8x12xf32>) -> tensor<4x8x8x4x12xf32>
    %59 = stablehlo.reshape %58 : (tensor<4x8x8x4x12xf32>) -> tensor<4x8x8x48xf32>
    %60 = stablehlo.dot_general %59, %arg2, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x48xf32>, tensor<48x48xf32>) -> tensor<4x8x8x48xf32>
    %61 = stablehlo.reshape %arg1 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x8x8x48xf32>
    %63 = stablehlo.add %60, %62 : tensor<4x8x8x48xf32>
    %64 = stablehlo.add %6, %63 : tensor<4x8x8x48xf32>
    %65 = chlo.square %64 : tensor<4x8x8x48xf32> -> tensor<4x8x8x48xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%64 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<4x8x8x48xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %cst_10 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %68 = stablehlo.divide %66, %67 : tensor<4x8x8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%65 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<4x8x8x48xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %cst_12 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %71 = stablehlo.divide %69, %70 : tensor<4x8x8xf32>
    %72 = chlo.square %68 : tensor<4x8x8xf32> -> tensor<4x8x8xf32>
    %73 = stablehlo.subtract %71, %72 : tensor<4x8x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %75 = stablehlo.maximum %74, %73 : tensor<4x8x8xf32>
    %76 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %77 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %78 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x48xf32>
    %79 = stablehlo.subtract %64, %78 : tensor<4x8x8x48xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x8x8x1xf32>
    %81 = stablehlo.add %77, %80 : tensor<4x8x8x1xf32>
    %82 = stablehlo.rsqrt %81 : tensor<4x8x8x1xf32>
    %83 = stablehlo.reshape %arg27 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %84 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x48xf32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x8x8x48xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<4x8x8x48xf32>
    %87 = stablehlo.multiply %79, %86 : tensor<4x8x8x48xf32>
    %88 = stablehlo.reshape %arg26 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x8x8x48xf32>
    %90 = stablehlo.add %87, %89 : tensor<4x8x8x48xf32>
    %91 = stablehlo.transpose %90, dims = [0, 2, 1, 3] : (tensor<4x8x8x48xf32>) -> tensor<4x8x8x48xf32>
    %92 = stablehlo.dot_general %91, %arg3, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x48xf32>, tensor<48x144xf32>) -> tensor<4x8x8x144xf32>
    %93 = stablehlo.slice %92 [0:4, 0:8, 0:8, 0:48] : (tensor<4x8x8x144xf32>) -> tensor<4x8x8x48xf32>
    %94 = stablehlo.slice %92 [0:4, 0:8, 0:8, 48:96] : (tensor<4x8x8x144xf32>) -> tensor<4x8x8x48xf32>
    %95 = stablehlo.slice %92 [0:4, 0:8, 0:8, 96:144] : (tensor<4x8x8x144xf32>) -> tensor<4x8x8x48xf32>
    %96 = stablehlo.reshape %93 : (tensor<4x8x8x48xf32>) -> tensor<4x8x8x4x12xf32>
    %97 = stablehlo.transpose %96, dims = [0, 1, 3, 2, 4] : (tensor<4x8x8x4x12xf32>) -> tensor<4x8x4x8x12xf32>
    %98 = stablehlo.reshape %94 : (tensor<4x8x8x48xf32>) -> tensor<4x8x8x4x12xf32>
    %99 = stablehlo.transpose %98, dims = [0, 1, 3, 2, 4] : (tensor<4x8x8x4x12xf32>) -> tensor<4x8x4x8x12xf32>
    %100 = stablehlo.reshape %95 : (tensor<4x8x8x48xf32>) -> tensor<4x8x8x4x12xf32>
    %101 = stablehlo.transpose %100, dims = [0, 1, 3, 2, 4] : (tensor<4x8x8x4x12xf32>) -> tensor<4x8x4x8x12xf32>
    %102 = stablehlo.dot_general %97, %99, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [4] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x8x12xf32>, tensor<4x8x4x8x12xf32>) -> tensor<4x8x4x8x8xf32>
    %cst_15 = stablehlo.constant dense<3.46410155> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x8x4x8x8xf32>
    %104 = stablehlo.divide %102, %103 : tensor<4x8x4x8x8xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_16) applies stablehlo.maximum across dimensions = [4] : (tensor<4x8x4x8x8xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %107 = stablehlo.maximum %106, %105 : tensor<4x8x4x8xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x8x1xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3, 4] : (tensor<4x8x4x8x1xf32>) -> tensor<4x8x4x8x8xf32>
    %110 = stablehlo.subtract %104, %109 : tensor<4x8x4x8x8xf32>
    %111 = stablehlo.exponential %110 : tensor<4x8x4x8x8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_18) applies stablehlo.add across dimensions = [4] : (tensor<4x8x4x8x8xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x8x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3, 4] : (tensor<4x8x4x8x1xf32>) -> tensor<4x8x4x8x8xf32>
    %115 = stablehlo.divide %111, %114 : tensor<4x8x4x8x8xf32>
    %116 = stablehlo.dot_general %115, %101, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x8x8xf32>, tensor<4x8x4x8x12xf32>) -> tensor<4x8x4x8x12xf32>
    %117 = stablehlo.transpose %116, dims = [0, 1, 3, 2, 4] : (tensor<4x8x4x8x12xf32>) -> tensor<4x8x8x4x12xf32>
    %118 = stablehlo.reshape %117 : (tensor<4x8x8x4x12xf32>) -> tensor<4x8x8x48xf32>
    %119 = stablehlo.dot_general %118, %arg5, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x48xf32>, tensor<48x48xf32>) -> tensor<4x8x8x48xf32>
    %120 = stablehlo.reshape %arg4 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x8x8x48xf32>
    %122 = stablehlo.add %119, %121 : tensor<4x8x8x48xf32>
    %123 = stablehlo.transpose %122, dims = [0, 2, 1, 3] : (tensor<4x8x8x48xf32>) -> tensor<4x8x8x48xf32>
    %124 = stablehlo.add %64, %123 : tensor<4x8x8x48xf32>
    %125 = chlo.square %124 : tensor<4x8x8x48xf32> -> tensor<4x8x8x48xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%124 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<4x8x8x48xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %cst_20 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %128 = stablehlo.divide %126, %127 : tensor<4x8x8xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%125 init: %cst_21) applies stablehlo.add across dimensions = [3] : (tensor<4x8x8x48xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %cst_22 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %131 = stablehlo.divide %129, %130 : tensor<4x8x8xf32>
    %132 = chlo.square %128 : tensor<4x8x8xf32> -> tensor<4x8x8xf32>
    %133 = stablehlo.subtract %131, %132 : tensor<4x8x8xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %135 = stablehlo.maximum %134, %133 : tensor<4x8x8xf32>
    %136 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %137 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %138 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3] : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x48xf32>
    %139 = stablehlo.subtract %124, %138 : tensor<4x8x8x48xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x8x8x1xf32>
    %141 = stablehlo.add %137, %140 : tensor<4x8x8x1xf32>
    %142 = stablehlo.rsqrt %141 : tensor<4x8x8x1xf32>
    %143 = stablehlo.reshape %arg29 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %144 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x48xf32>
    %145 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x8x8x48xf32>
    %146 = stablehlo.multiply %144, %145 : tensor<4x8x8x48xf32>
    %147 = stablehlo.multiply %139, %146 : tensor<4x8x8x48xf32>
    %148 = stablehlo.reshape %arg28 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x8x8x48xf32>
    %150 = stablehlo.add %147, %149 : tensor<4x8x8x48xf32>
    %151 = stablehlo.dot_general %150, %arg17, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x48xf32>, tensor<48x96xf32>) -> tensor<4x8x8x96xf32>
    %152 = stablehlo.reshape %arg16 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<4x8x8x96xf32>
    %154 = stablehlo.add %151, %153 : tensor<4x8x8x96xf32>
    %155 = stablehlo.multiply %154, %154 : tensor<4x8x8x96xf32>
    %156 = stablehlo.multiply %155, %154 : tensor<4x8x8x96xf32>
    %cst_25 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x8x8x96xf32>
    %158 = stablehlo.multiply %157, %156 : tensor<4x8x8x96xf32>
    %159 = stablehlo.add %154, %158 : tensor<4x8x8x96xf32>
    %cst_26 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x8x8x96xf32>
    %161 = stablehlo.multiply %160, %159 : tensor<4x8x8x96xf32>
    %162 = stablehlo.tanh %161 : tensor<4x8x8x96xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x8x8x96xf32>
    %164 = stablehlo.add %163, %162 : tensor<4x8x8x96xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x8x8x96xf32>
    %166 = stablehlo.multiply %165, %164 : tensor<4x8x8x96xf32>
    %167 = stablehlo.multiply %154, %166 : tensor<4x8x8x96xf32>
    %168 = stablehlo.dot_general %167, %arg15, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x96xf32>, tensor<96x48xf32>) -> tensor<4x8x8x48xf32>
    %169 = stablehlo.reshape %arg14 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x8x8x48xf32>
    %171 = stablehlo.add %168, %170 : tensor<4x8x8x48xf32>
    %172 = stablehlo.add %124, %171 : tensor<4x8x8x48xf32>
    %173 = chlo.square %172 : tensor<4x8x8x48xf32> -> tensor<4x8x8x48xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%172 init: %cst_29) applies stablehlo.add across dimensions = [3] : (tensor<4x8x8x48xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %cst_30 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %176 = stablehlo.divide %174, %175 : tensor<4x8x8xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%173 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<4x8x8x48xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %cst_32 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %179 = stablehlo.divide %177, %178 : tensor<4x8x8xf32>
    %180 = chlo.square %176 : tensor<4x8x8xf32> -> tensor<4x8x8xf32>
    %181 = stablehlo.subtract %179, %180 : tensor<4x8x8xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %183 = stablehlo.maximum %182, %181 : tensor<4x8x8xf32>
    %184 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %185 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %186 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x48xf32>
    %187 = stablehlo.subtract %172, %186 : tensor<4x8x8x48xf32>
    %cst_34 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4x8x8x1xf32>
    %189 = stablehlo.add %185, %188 : tensor<4x8x8x1xf32>
    %190 = stablehlo.rsqrt %189 : tensor<4x8x8x1xf32>
    %191 = stablehlo.reshape %arg31 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %192 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x48xf32>
    %193 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x8x8x48xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<4x8x8x48xf32>
    %195 = stablehlo.multiply %187, %194 : tensor<4x8x8x48xf32>
    %196 = stablehlo.reshape %arg30 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x8x8x48xf32>
    %198 = stablehlo.add %195, %197 : tensor<4x8x8x48xf32>
    %199 = stablehlo.dot_general %198, %arg6, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x48xf32>, tensor<48x144xf32>) -> tensor<4x8x8x144xf32>
    %200 = stablehlo.slice %199 [0:4, 0:8, 0:8, 0:48] : (tensor<4x8x8x144xf32>) -> tensor<4x8x8x48xf32>
    %201 = stablehlo.slice %199 [0:4, 0:8, 0:8, 48:96] : (tensor<4x8x8x144xf32>) -> tensor<4x8x8x48xf32>
    %202 = stablehlo.slice %199 [0:4, 0:8, 0:8, 96:144] : (tensor<4x8x8x144xf32>) -> tensor<4x8x8x48xf32>
    %203 = stablehlo.reshape %200 : (tensor<4x8x8x48xf32>) -> tensor<4x8x8x4x12xf32>
    %204 = stablehlo.transpose %203, dims = [0, 1, 3, 2, 4] : (tensor<4x8x8x4x12xf32>) -> tensor<4x8x4x8x12xf32>
    %205 = stablehlo.reshape %201 : (tensor<4x8x8x48xf32>) -> tensor<4x8x8x4x12xf32>
    %206 = stablehlo.transpose %205, dims = [0, 1, 3, 2, 4] : (tensor<4x8x8x4x12xf32>) -> tensor<4x8x4x8x12xf32>
    %207 = stablehlo.reshape %202 : (tensor<4x8x8x48xf32>) -> tensor<4x8x8x4x12xf32>
    %208 = stablehlo.transpose %207, dims = [0, 1, 3, 2, 4] : (tensor<4x8x8x4x12xf32>) -> tensor<4x8x4x8x12xf32>
    %209 = stablehlo.dot_general %204, %206, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [4] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x8x12xf32>, tensor<4x8x4x8x12xf32>) -> tensor<4x8x4x8x8xf32>
    %cst_35 = stablehlo.constant dense<3.46410155> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x8x4x8x8xf32>
    %211 = stablehlo.divide %209, %210 : tensor<4x8x4x8x8xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %212 = stablehlo.reduce(%211 init: %cst_36) applies stablehlo.maximum across dimensions = [4] : (tensor<4x8x4x8x8xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %214 = stablehlo.maximum %213, %212 : tensor<4x8x4x8xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x8x1xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2, 3, 4] : (tensor<4x8x4x8x1xf32>) -> tensor<4x8x4x8x8xf32>
    %217 = stablehlo.subtract %211, %216 : tensor<4x8x4x8x8xf32>
    %218 = stablehlo.exponential %217 : tensor<4x8x4x8x8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%218 init: %cst_38) applies stablehlo.add across dimensions = [4] : (tensor<4x8x4x8x8xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x8x1xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3, 4] : (tensor<4x8x4x8x1xf32>) -> tensor<4x8x4x8x8xf32>
    %222 = stablehlo.divide %218, %221 : tensor<4x8x4x8x8xf32>
    %223 = stablehlo.dot_general %222, %208, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x8x8xf32>, tensor<4x8x4x8x12xf32>) -> tensor<4x8x4x8x12xf32>
    %224 = stablehlo.transpose %223, dims = [0, 1, 3, 2, 4] : (tensor<4x8x4x8x12xf32>) -> tensor<4x8x8x4x12xf32>
    %225 = stablehlo.reshape %224 : (tensor<4x8x8x4x12xf32>) -> tensor<4x8x8x48xf32>
    %226 = stablehlo.dot_general %225, %arg8, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x48xf32>, tensor<48x48xf32>) -> tensor<4x8x8x48xf32>
    %227 = stablehlo.reshape %arg7 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x8x8x48xf32>
    %229 = stablehlo.add %226, %228 : tensor<4x8x8x48xf32>
    %230 = stablehlo.add %172, %229 : tensor<4x8x8x48xf32>
    %231 = chlo.square %230 : tensor<4x8x8x48xf32> -> tensor<4x8x8x48xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%230 init: %cst_39) applies stablehlo.add across dimensions = [3] : (tensor<4x8x8x48xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %cst_40 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %234 = stablehlo.divide %232, %233 : tensor<4x8x8xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.reduce(%231 init: %cst_41) applies stablehlo.add across dimensions = [3] : (tensor<4x8x8x48xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %cst_42 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %237 = stablehlo.divide %235, %236 : tensor<4x8x8xf32>
    %238 = chlo.square %234 : tensor<4x8x8xf32> -> tensor<4x8x8xf32>
    %239 = stablehlo.subtract %237, %238 : tensor<4x8x8xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %241 = stablehlo.maximum %240, %239 : tensor<4x8x8xf32>
    %242 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %243 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %244 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3] : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x48xf32>
    %245 = stablehlo.subtract %230, %244 : tensor<4x8x8x48xf32>
    %cst_44 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x8x8x1xf32>
    %247 = stablehlo.add %243, %246 : tensor<4x8x8x1xf32>
    %248 = stablehlo.rsqrt %247 : tensor<4x8x8x1xf32>
    %249 = stablehlo.reshape %arg33 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %250 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3] : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x48xf32>
    %251 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x8x8x48xf32>
    %252 = stablehlo.multiply %250, %251 : tensor<4x8x8x48xf32>
    %253 = stablehlo.multiply %245, %252 : tensor<4x8x8x48xf32>
    %254 = stablehlo.reshape %arg32 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x8x8x48xf32>
    %256 = stablehlo.add %253, %255 : tensor<4x8x8x48xf32>
    %257 = stablehlo.transpose %256, dims = [0, 2, 1, 3] : (tensor<4x8x8x48xf32>) -> tensor<4x8x8x48xf32>
    %258 = stablehlo.dot_general %257, %arg9, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x48xf32>, tensor<48x144xf32>) -> tensor<4x8x8x144xf32>
    %259 = stablehlo.slice %258 [0:4, 0:8, 0:8, 0:48] : (tensor<4x8x8x144xf32>) -> tensor<4x8x8x48xf32>
    %260 = stablehlo.slice %258 [0:4, 0:8, 0:8, 48:96] : (tensor<4x8x8x144xf32>) -> tensor<4x8x8x48xf32>
    %261 = stablehlo.slice %258 [0:4, 0:8, 0:8, 96:144] : (tensor<4x8x8x144xf32>) -> tensor<4x8x8x48xf32>
    %262 = stablehlo.reshape %259 : (tensor<4x8x8x48xf32>) -> tensor<4x8x8x4x12xf32>
    %263 = stablehlo.transpose %262, dims = [0, 1, 3, 2, 4] : (tensor<4x8x8x4x12xf32>) -> tensor<4x8x4x8x12xf32>
    %264 = stablehlo.reshape %260 : (tensor<4x8x8x48xf32>) -> tensor<4x8x8x4x12xf32>
    %265 = stablehlo.transpose %264, dims = [0, 1, 3, 2, 4] : (tensor<4x8x8x4x12xf32>) -> tensor<4x8x4x8x12xf32>
    %266 = stablehlo.reshape %261 : (tensor<4x8x8x48xf32>) -> tensor<4x8x8x4x12xf32>
    %267 = stablehlo.transpose %266, dims = [0, 1, 3, 2, 4] : (tensor<4x8x8x4x12xf32>) -> tensor<4x8x4x8x12xf32>
    %268 = stablehlo.dot_general %263, %265, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [4] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x8x12xf32>, tensor<4x8x4x8x12xf32>) -> tensor<4x8x4x8x8xf32>
    %cst_45 = stablehlo.constant dense<3.46410155> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x8x4x8x8xf32>
    %270 = stablehlo.divide %268, %269 : tensor<4x8x4x8x8xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %271 = stablehlo.reduce(%270 init: %cst_46) applies stablehlo.maximum across dimensions = [4] : (tensor<4x8x4x8x8xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4x8x4x8xf32>
    %273 = stablehlo.maximum %272, %271 : tensor<4x8x4x8xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2, 3] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x8x1xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 3, 4] : (tensor<4x8x4x8x1xf32>) -> tensor<4x8x4x8x8xf32>
    %276 = stablehlo.subtract %270, %275 : tensor<4x8x4x8x8xf32>
    %277 = stablehlo.exponential %276 : tensor<4x8x4x8x8xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.reduce(%277 init: %cst_48) applies stablehlo.add across dimensions = [4] : (tensor<4x8x4x8x8xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x8x1xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2, 3, 4] : (tensor<4x8x4x8x1xf32>) -> tensor<4x8x4x8x8xf32>
    %281 = stablehlo.divide %277, %280 : tensor<4x8x4x8x8xf32>
    %282 = stablehlo.dot_general %281, %267, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x8x8xf32>, tensor<4x8x4x8x12xf32>) -> tensor<4x8x4x8x12xf32>
    %283 = stablehlo.transpose %282, dims = [0, 1, 3, 2, 4] : (tensor<4x8x4x8x12xf32>) -> tensor<4x8x8x4x12xf32>
    %284 = stablehlo.reshape %283 : (tensor<4x8x8x4x12xf32>) -> tensor<4x8x8x48xf32>
    %285 = stablehlo.dot_general %284, %arg11, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x48xf32>, tensor<48x48xf32>) -> tensor<4x8x8x48xf32>
    %286 = stablehlo.reshape %arg10 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x8x8x48xf32>
    %288 = stablehlo.add %285, %287 : tensor<4x8x8x48xf32>
    %289 = stablehlo.transpose %288, dims = [0, 2, 1, 3] : (tensor<4x8x8x48xf32>) -> tensor<4x8x8x48xf32>
    %290 = stablehlo.add %230, %289 : tensor<4x8x8x48xf32>
    %291 = chlo.square %290 : tensor<4x8x8x48xf32> -> tensor<4x8x8x48xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%290 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<4x8x8x48xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %cst_50 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %294 = stablehlo.divide %292, %293 : tensor<4x8x8xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.reduce(%291 init: %cst_51) applies stablehlo.add across dimensions = [3] : (tensor<4x8x8x48xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %cst_52 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %297 = stablehlo.divide %295, %296 : tensor<4x8x8xf32>
    %298 = chlo.square %294 : tensor<4x8x8xf32> -> tensor<4x8x8xf32>
    %299 = stablehlo.subtract %297, %298 : tensor<4x8x8xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %301 = stablehlo.maximum %300, %299 : tensor<4x8x8xf32>
    %302 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %303 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %304 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2, 3] : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x48xf32>
    %305 = stablehlo.subtract %290, %304 : tensor<4x8x8x48xf32>
    %cst_54 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4x8x8x1xf32>
    %307 = stablehlo.add %303, %306 : tensor<4x8x8x1xf32>
    %308 = stablehlo.rsqrt %307 : tensor<4x8x8x1xf32>
    %309 = stablehlo.reshape %arg35 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %310 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2, 3] : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x48xf32>
    %311 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x8x8x48xf32>
    %312 = stablehlo.multiply %310, %311 : tensor<4x8x8x48xf32>
    %313 = stablehlo.multiply %305, %312 : tensor<4x8x8x48xf32>
    %314 = stablehlo.reshape %arg34 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x8x8x48xf32>
    %316 = stablehlo.add %313, %315 : tensor<4x8x8x48xf32>
    %317 = stablehlo.dot_general %316, %arg21, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x48xf32>, tensor<48x96xf32>) -> tensor<4x8x8x96xf32>
    %318 = stablehlo.reshape %arg20 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<4x8x8x96xf32>
    %320 = stablehlo.add %317, %319 : tensor<4x8x8x96xf32>
    %321 = stablehlo.multiply %320, %320 : tensor<4x8x8x96xf32>
    %322 = stablehlo.multiply %321, %320 : tensor<4x8x8x96xf32>
    %cst_55 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<4x8x8x96xf32>
    %324 = stablehlo.multiply %323, %322 : tensor<4x8x8x96xf32>
    %325 = stablehlo.add %320, %324 : tensor<4x8x8x96xf32>
    %cst_56 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x8x8x96xf32>
    %327 = stablehlo.multiply %326, %325 : tensor<4x8x8x96xf32>
    %328 = stablehlo.tanh %327 : tensor<4x8x8x96xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4x8x8x96xf32>
    %330 = stablehlo.add %329, %328 : tensor<4x8x8x96xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4x8x8x96xf32>
    %332 = stablehlo.multiply %331, %330 : tensor<4x8x8x96xf32>
    %333 = stablehlo.multiply %320, %332 : tensor<4x8x8x96xf32>
    %334 = stablehlo.dot_general %333, %arg19, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x96xf32>, tensor<96x48xf32>) -> tensor<4x8x8x48xf32>
    %335 = stablehlo.reshape %arg18 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<4x8x8x48xf32>
    %337 = stablehlo.add %334, %336 : tensor<4x8x8x48xf32>
    %338 = stablehlo.add %290, %337 : tensor<4x8x8x48xf32>
    %339 = stablehlo.transpose %338, dims = [0, 3, 1, 2] : (tensor<4x8x8x48xf32>) -> tensor<4x48x8x8xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.reduce(%339 init: %cst_59) applies stablehlo.add across dimensions = [2, 3] : (tensor<4x48x8x8xf32>, tensor<f32>) -> tensor<4x48xf32>
    %cst_60 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4x48xf32>
    %342 = stablehlo.divide %340, %341 : tensor<4x48xf32>
    %343 = stablehlo.dot_general %342, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x48xf32>, tensor<48x10xf32>) -> tensor<4x10xf32>
    %344 = stablehlo.reshape %arg22 : (tensor<10xf32>) -> tensor<1x10xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<4x10xf32>
    %346 = stablehlo.add %343, %345 : tensor<4x10xf32>
    return %346 : tensor<4x10xf32>
  }
}
