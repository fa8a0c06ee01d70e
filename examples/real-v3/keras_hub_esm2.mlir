module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64x128xf32>, %arg28: tensor<128xf32>, %arg29: tensor<128x64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<2x48xi32>) -> (tensor<2x48x64xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x48xi32>
    %1 = stablehlo.compare NE, %arg35, %0, SIGNED : (tensor<2x48xi32>, tensor<2x48xi32>) -> tensor<2x48xi1>
    %2 = call @_take(%arg0, %arg35) : (tensor<33x64xf32>, tensor<2x48xi32>) -> tensor<2x48x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x48x64xf32>, tensor<f32>) -> tensor<2x48xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x48xf32>) -> tensor<2x48x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x48x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<2x48x1xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_var(%2, %c_1) : (tensor<2x48x64xf32>, tensor<i32>) -> tensor<2x48x1xf32>
    %8 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %9 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_2 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x48x1xf32>
    %11 = stablehlo.add %7, %10 : tensor<2x48x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x48x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x48x1xf32>) -> tensor<2x48x64xf32>
    %14 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x48x64xf32>
    %16 = stablehlo.negate %6 : tensor<2x48x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x48x1xf32>) -> tensor<2x48x64xf32>
    %18 = stablehlo.multiply %17, %15 : tensor<2x48x64xf32>
    %19 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %20 = stablehlo.add %18, %19 : tensor<2x48x64xf32>
    %21 = stablehlo.multiply %2, %15 : tensor<2x48x64xf32>
    %22 = stablehlo.add %21, %20 : tensor<2x48x64xf32>
    %23 = stablehlo.dot_general %22, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x48x64xf32>, tensor<64x64xf32>) -> tensor<2x48x64xf32>
    %24 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %26 = stablehlo.add %23, %25 : tensor<2x48x64xf32>
    %27 = stablehlo.dot_general %22, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x48x64xf32>, tensor<64x64xf32>) -> tensor<2x48x64xf32>
    %28 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %30 = stablehlo.add %27, %29 : tensor<2x48x64xf32>
    %31 = stablehlo.dot_general %22, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x48x64xf32>, tensor<64x64xf32>) -> tensor<2x48x64xf32>
    %32 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %34 = stablehlo.add %31, %33 : tensor<2x48x64xf32>
    %35 = stablehlo.reshape %26 : (tensor<2x48x64xf32>) -> tensor<2x48x4x16xf32>
    %36 = stablehlo.reshape %30 : (tensor<2x48x64xf32>) -> tensor<2x48x4x16xf32>
    %37 = stablehlo.reshape %34 : (tensor<2x48x64xf32>) -> tensor<2x48x4x16xf32>
    %38 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %42 = stablehlo.add %41, %40 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %44 = stablehlo.divide %42, %43 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %46 = stablehlo.power %45, %44 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %48 = stablehlo.divide %47, %46 : tensor<8xf32>
    %49 = stablehlo.iota dim = 0 : tensor<48xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<48xf32>) -> tensor<48x1xf32>
    %51 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<48x1xf32>) -> tensor<48x8xf32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<48x8xf32>
    %54 = stablehlo.multiply %52, %53 : tensor<48x8xf32>
    %55 = stablehlo.concatenate %54, %54, dim = 1 : (tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x16xf32>
    %56 = stablehlo.cosine %55 : tensor<48x16xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [1, 3] : (tensor<48x16xf32>) -> tensor<1x48x1x16xf32>
    %58 = stablehlo.sine %55 : tensor<48x16xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [1, 3] : (tensor<48x16xf32>) -> tensor<1x48x1x16xf32>
    %60 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x48x1x16xf32>) -> tensor<2x48x4x16xf32>
    %61 = stablehlo.multiply %35, %60 : tensor<2x48x4x16xf32>
    %62 = stablehlo.slice %35 [0:2, 0:48, 0:4, 0:8] : (tensor<2x48x4x16xf32>) -> tensor<2x48x4x8xf32>
    %63 = stablehlo.slice %35 [0:2, 0:48, 0:4, 8:16] : (tensor<2x48x4x16xf32>) -> tensor<2x48x4x8xf32>
    %64 = stablehlo.negate %63 : tensor<2x48x4x8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 4] : (tensor<2x48x4x8xf32>) -> tensor<2x48x4x1x8xf32>
    %66 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 4] : (tensor<2x48x4x8xf32>) -> tensor<2x48x4x1x8xf32>
    %67 = stablehlo.concatenate %65, %66, dim = 3 : (tensor<2x48x4x1x8xf32>, tensor<2x48x4x1x8xf32>) -> tensor<2x48x4x2x8xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x48x4x2x8xf32>) -> tensor<2x48x4x16xf32>
    %69 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x48x1x16xf32>) -> tensor<2x48x4x16xf32>
    %70 = stablehlo.multiply %68, %69 : tensor<2x48x4x16xf32>
    %71 = stablehlo.add %61, %70 : tensor<2x48x4x16xf32>
    %72 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x48x1x16xf32>) -> tensor<2x48x4x16xf32>
    %73 = stablehlo.multiply %36, %72 : tensor<2x48x4x16xf32>
    %74 = stablehlo.slice %36 [0:2, 0:48, 0:4, 0:8] : (tensor<2x48x4x16xf32>) -> tensor<2x48x4x8xf32>
    %75 = stablehlo.slice %36 [0:2, 0:48, 0:4, 8:16] : (tensor<2x48x4x16xf32>) -> tensor<2x48x4x8xf32>
    %76 = stablehlo.negate %75 : tensor<2x48x4x8xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 4] : (tensor<2x48x4x8xf32>) -> tensor<2x48x4x1x8xf32>
    %78 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 4] : (tensor<2x48x4x8xf32>) -> tensor<2x48x4x1x8xf32>
    %79 = stablehlo.concatenate %77, %78, dim = 3 : (tensor<2x48x4x1x8xf32>, tensor<2x48x4x1x8xf32>) -> tensor<2x48x4x2x8xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x48x4x2x8xf32>) -> tensor<2x48x4x16xf32>
    %81 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x48x1x16xf32>) -> tensor<2x48x4x16xf32>
    %82 = stablehlo.multiply %80, %81 : tensor<2x48x4x16xf32>
    %83 = stablehlo.add %73, %82 : tensor<2x48x4x16xf32>
    %84 = stablehlo.reshape %1 : (tensor<2x48xi1>) -> tensor<2x1x48x1xi1>
    %85 = stablehlo.reshape %71 : (tensor<2x48x4x16xf32>) -> tensor<2x48x4x1x16xf32>
    %86 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 3, 4] : (tensor<2x1x48x1xi1>) -> tensor<2x1x1x48x1xi1>
    %87 = stablehlo.dot_general %85, %83, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x48x4x1x16xf32>, tensor<2x48x4x16xf32>) -> tensor<2x4x48x1x48xf32>
    %cst_8 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x48x1x48xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<2x4x48x1x48xf32>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %90 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i1>) -> tensor<2x4x48x48xi1>
    %91 = stablehlo.broadcast_in_dim %90, dims = [1, 2, 3, 4] : (tensor<2x4x48x48xi1>) -> tensor<1x2x4x48x48xi1>
    %92 = stablehlo.transpose %86, dims = [2, 0, 1, 3, 4] : (tensor<2x1x1x48x1xi1>) -> tensor<1x2x1x48x1xi1>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x48x1xi1>) -> tensor<1x2x4x48x48xi1>
    %94 = stablehlo.and %91, %93 : tensor<1x2x4x48x48xi1>
    %cst_10 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %95 = call @_where_1(%94, %89, %cst_10) : (tensor<1x2x4x48x48xi1>, tensor<2x4x48x1x48xf32>, tensor<f32>) -> tensor<1x2x4x48x48xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %96 = stablehlo.reduce(%95 init: %cst_11) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x4x48x48xf32>, tensor<f32>) -> tensor<1x2x4x48xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x2x4x48xf32>
    %98 = stablehlo.maximum %97, %96 : tensor<1x2x4x48xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<1x2x4x48xf32>) -> tensor<1x2x4x48x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x48x1xf32>) -> tensor<1x2x4x48x48xf32>
    %101 = stablehlo.subtract %95, %100 : tensor<1x2x4x48x48xf32>
    %102 = stablehlo.exponential %101 : tensor<1x2x4x48x48xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_13) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x48x48xf32>, tensor<f32>) -> tensor<1x2x4x48xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x2x4x48xf32>) -> tensor<1x2x4x48x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x48x1xf32>) -> tensor<1x2x4x48x48xf32>
    %106 = stablehlo.divide %102, %105 : tensor<1x2x4x48x48xf32>
    %107 = stablehlo.dot_general %37, %106, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x48x4x16xf32>, tensor<1x2x4x48x48xf32>) -> tensor<2x4x16x1x48xf32>
    %108 = stablehlo.transpose %107, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x48xf32>) -> tensor<1x2x48x4x16xf32>
    %109 = stablehlo.transpose %108, dims = [1, 2, 3, 0, 4] : (tensor<1x2x48x4x16xf32>) -> tensor<2x48x4x1x16xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x48x4x1x16xf32>) -> tensor<2x48x4x16xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x48x4x16xf32>) -> tensor<2x48x64xf32>
    %112 = stablehlo.dot_general %111, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x48x64xf32>, tensor<64x64xf32>) -> tensor<2x48x64xf32>
    %113 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %115 = stablehlo.add %112, %114 : tensor<2x48x64xf32>
    %116 = stablehlo.add %2, %115 : tensor<2x48x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x48x64xf32>, tensor<f32>) -> tensor<2x48xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<2x48xf32>) -> tensor<2x48x1xf32>
    %cst_15 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x48x1xf32>
    %120 = stablehlo.divide %118, %119 : tensor<2x48x1xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %121 = call @_var(%116, %c_16) : (tensor<2x48x64xf32>, tensor<i32>) -> tensor<2x48x1xf32>
    %122 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %123 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_17 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x48x1xf32>
    %125 = stablehlo.add %121, %124 : tensor<2x48x1xf32>
    %126 = stablehlo.rsqrt %125 : tensor<2x48x1xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x48x1xf32>) -> tensor<2x48x64xf32>
    %128 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %129 = stablehlo.multiply %127, %128 : tensor<2x48x64xf32>
    %130 = stablehlo.negate %120 : tensor<2x48x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<2x48x1xf32>) -> tensor<2x48x64xf32>
    %132 = stablehlo.multiply %131, %129 : tensor<2x48x64xf32>
    %133 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %134 = stablehlo.add %132, %133 : tensor<2x48x64xf32>
    %135 = stablehlo.multiply %116, %129 : tensor<2x48x64xf32>
    %136 = stablehlo.add %135, %134 : tensor<2x48x64xf32>
    %137 = stablehlo.dot_general %136, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x48x64xf32>, tensor<64x128xf32>) -> tensor<2x48x128xf32>
    %138 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x48x128xf32>
    %140 = stablehlo.add %137, %139 : tensor<2x48x128xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x48x128xf32>
    %142 = stablehlo.multiply %141, %140 : tensor<2x48x128xf32>
    %143 = stablehlo.negate %140 : tensor<2x48x128xf32>
    %cst_19 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x48x128xf32>
    %145 = stablehlo.multiply %143, %144 : tensor<2x48x128xf32>
    %146 = chlo.erfc %145 : tensor<2x48x128xf32> -> tensor<2x48x128xf32>
    %147 = stablehlo.multiply %142, %146 : tensor<2x48x128xf32>
    %148 = stablehlo.dot_general %147, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x48x128xf32>, tensor<128x64xf32>) -> tensor<2x48x64xf32>
    %149 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %151 = stablehlo.add %148, %150 : tensor<2x48x64xf32>
    %152 = stablehlo.add %116, %151 : tensor<2x48x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x48x64xf32>, tensor<f32>) -> tensor<2x48xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<2x48xf32>) -> tensor<2x48x1xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x48x1xf32>
    %156 = stablehlo.divide %154, %155 : tensor<2x48x1xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %157 = call @_var(%152, %c_22) : (tensor<2x48x64xf32>, tensor<i32>) -> tensor<2x48x1xf32>
    %158 = stablehlo.reshape %arg31 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %159 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_23 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x48x1xf32>
    %161 = stablehlo.add %157, %160 : tensor<2x48x1xf32>
    %162 = stablehlo.rsqrt %161 : tensor<2x48x1xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<2x48x1xf32>) -> tensor<2x48x64xf32>
    %164 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %165 = stablehlo.multiply %163, %164 : tensor<2x48x64xf32>
    %166 = stablehlo.negate %156 : tensor<2x48x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<2x48x1xf32>) -> tensor<2x48x64xf32>
    %168 = stablehlo.multiply %167, %165 : tensor<2x48x64xf32>
    %169 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %170 = stablehlo.add %168, %169 : tensor<2x48x64xf32>
    %171 = stablehlo.multiply %152, %165 : tensor<2x48x64xf32>
    %172 = stablehlo.add %171, %170 : tensor<2x48x64xf32>
    %173 = stablehlo.dot_general %172, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x48x64xf32>, tensor<64x64xf32>) -> tensor<2x48x64xf32>
    %174 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %176 = stablehlo.add %173, %175 : tensor<2x48x64xf32>
    %177 = stablehlo.dot_general %172, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x48x64xf32>, tensor<64x64xf32>) -> tensor<2x48x64xf32>
    %178 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %180 = stablehlo.add %177, %179 : tensor<2x48x64xf32>
    %181 = stablehlo.dot_general %172, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x48x64xf32>, tensor<64x64xf32>) -> tensor<2x48x64xf32>
    %182 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %184 = stablehlo.add %181, %183 : tensor<2x48x64xf32>
    %185 = stablehlo.reshape %176 : (tensor<2x48x64xf32>) -> tensor<2x48x4x16xf32>
    %186 = stablehlo.reshape %180 : (tensor<2x48x64xf32>) -> tensor<2x48x4x16xf32>
    %187 = stablehlo.reshape %184 : (tensor<2x48x64xf32>) -> tensor<2x48x4x16xf32>
    %188 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %190 = stablehlo.multiply %189, %188 : tensor<8xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %192 = stablehlo.add %191, %190 : tensor<8xf32>
    %cst_26 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %194 = stablehlo.divide %192, %193 : tensor<8xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %196 = stablehlo.power %195, %194 : tensor<8xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %198 = stablehlo.divide %197, %196 : tensor<8xf32>
    %199 = stablehlo.iota dim = 0 : tensor<48xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0] : (tensor<48xf32>) -> tensor<48x1xf32>
    %201 = stablehlo.broadcast_in_dim %198, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %202 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<48x1xf32>) -> tensor<48x8xf32>
    %203 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<48x8xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<48x8xf32>
    %205 = stablehlo.concatenate %204, %204, dim = 1 : (tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x16xf32>
    %206 = stablehlo.cosine %205 : tensor<48x16xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [1, 3] : (tensor<48x16xf32>) -> tensor<1x48x1x16xf32>
    %208 = stablehlo.sine %205 : tensor<48x16xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [1, 3] : (tensor<48x16xf32>) -> tensor<1x48x1x16xf32>
    %210 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] : (tensor<1x48x1x16xf32>) -> tensor<2x48x4x16xf32>
    %211 = stablehlo.multiply %185, %210 : tensor<2x48x4x16xf32>
    %212 = stablehlo.slice %185 [0:2, 0:48, 0:4, 0:8] : (tensor<2x48x4x16xf32>) -> tensor<2x48x4x8xf32>
    %213 = stablehlo.slice %185 [0:2, 0:48, 0:4, 8:16] : (tensor<2x48x4x16xf32>) -> tensor<2x48x4x8xf32>
    %214 = stablehlo.negate %213 : tensor<2x48x4x8xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 4] : (tensor<2x48x4x8xf32>) -> tensor<2x48x4x1x8xf32>
    %216 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 4] : (tensor<2x48x4x8xf32>) -> tensor<2x48x4x1x8xf32>
    %217 = stablehlo.concatenate %215, %216, dim = 3 : (tensor<2x48x4x1x8xf32>, tensor<2x48x4x1x8xf32>) -> tensor<2x48x4x2x8xf32>
    %218 = stablehlo.reshape %217 : (tensor<2x48x4x2x8xf32>) -> tensor<2x48x4x16xf32>
    %219 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2, 3] : (tensor<1x48x1x16xf32>) -> tensor<2x48x4x16xf32>
    %220 = stablehlo.multiply %218, %219 : tensor<2x48x4x16xf32>
    %221 = stablehlo.add %211, %220 : tensor<2x48x4x16xf32>
    %222 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] : (tensor<1x48x1x16xf32>) -> tensor<2x48x4x16xf32>
    %223 = stablehlo.multiply %186, %222 : tensor<2x48x4x16xf32>
    %224 = stablehlo.slice %186 [0:2, 0:48, 0:4, 0:8] : (tensor<2x48x4x16xf32>) -> tensor<2x48x4x8xf32>
    %225 = stablehlo.slice %186 [0:2, 0:48, 0:4, 8:16] : (tensor<2x48x4x16xf32>) -> tensor<2x48x4x8xf32>
    %226 = stablehlo.negate %225 : tensor<2x48x4x8xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 4] : (tensor<2x48x4x8xf32>) -> tensor<2x48x4x1x8xf32>
    %228 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 4] : (tensor<2x48x4x8xf32>) -> tensor<2x48x4x1x8xf32>
    %229 = stablehlo.concatenate %227, %228, dim = 3 : (tensor<2x48x4x1x8xf32>, tensor<2x48x4x1x8xf32>) -> tensor<2x48x4x2x8xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x48x4x2x8xf32>) -> tensor<2x48x4x16xf32>
    %231 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2, 3] : (tensor<1x48x1x16xf32>) -> tensor<2x48x4x16xf32>
    %232 = stablehlo.multiply %230, %231 : tensor<2x48x4x16xf32>
    %233 = stablehlo.add %223, %232 : tensor<2x48x4x16xf32>
    %234 = stablehlo.reshape %1 : (tensor<2x48xi1>) -> tensor<2x1x48x1xi1>
    %235 = stablehlo.reshape %221 : (tensor<2x48x4x16xf32>) -> tensor<2x48x4x1x16xf32>
    %236 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 3, 4] : (tensor<2x1x48x1xi1>) -> tensor<2x1x1x48x1xi1>
    %237 = stablehlo.dot_general %235, %233, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x48x4x1x16xf32>, tensor<2x48x4x16xf32>) -> tensor<2x4x48x1x48xf32>
    %cst_29 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x4x48x1x48xf32>
    %239 = stablehlo.multiply %237, %238 : tensor<2x4x48x1x48xf32>
    %c_30 = stablehlo.constant dense<true> : tensor<i1>
    %240 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i1>) -> tensor<2x4x48x48xi1>
    %241 = stablehlo.broadcast_in_dim %240, dims = [1, 2, 3, 4] : (tensor<2x4x48x48xi1>) -> tensor<1x2x4x48x48xi1>
    %242 = stablehlo.transpose %236, dims = [2, 0, 1, 3, 4] : (tensor<2x1x1x48x1xi1>) -> tensor<1x2x1x48x1xi1>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x48x1xi1>) -> tensor<1x2x4x48x48xi1>
    %244 = stablehlo.and %241, %243 : tensor<1x2x4x48x48xi1>
    %cst_31 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %245 = call @_where_1(%244, %239, %cst_31) : (tensor<1x2x4x48x48xi1>, tensor<2x4x48x1x48xf32>, tensor<f32>) -> tensor<1x2x4x48x48xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_32) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x4x48x48xf32>, tensor<f32>) -> tensor<1x2x4x48xf32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x2x4x48xf32>
    %248 = stablehlo.maximum %247, %246 : tensor<1x2x4x48xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3] : (tensor<1x2x4x48xf32>) -> tensor<1x2x4x48x1xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x48x1xf32>) -> tensor<1x2x4x48x48xf32>
    %251 = stablehlo.subtract %245, %250 : tensor<1x2x4x48x48xf32>
    %252 = stablehlo.exponential %251 : tensor<1x2x4x48x48xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.reduce(%252 init: %cst_34) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x48x48xf32>, tensor<f32>) -> tensor<1x2x4x48xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2, 3] : (tensor<1x2x4x48xf32>) -> tensor<1x2x4x48x1xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x48x1xf32>) -> tensor<1x2x4x48x48xf32>
    %256 = stablehlo.divide %252, %255 : tensor<1x2x4x48x48xf32>
    %257 = stablehlo.dot_general %187, %256, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x48x4x16xf32>, tensor<1x2x4x48x48xf32>) -> tensor<2x4x16x1x48xf32>
    %258 = stablehlo.transpose %257, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x48xf32>) -> tensor<1x2x48x4x16xf32>
    %259 = stablehlo.transpose %258, dims = [1, 2, 3, 0, 4] : (tensor<1x2x48x4x16xf32>) -> tensor<2x48x4x1x16xf32>
    %260 = stablehlo.reshape %259 : (tensor<2x48x4x1x16xf32>) -> tensor<2x48x4x16xf32>
    %261 = stablehlo.reshape %260 : (tensor<2x48x4x16xf32>) -> tensor<2x48x64xf32>
    %262 = stablehlo.dot_general %261, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x48x64xf32>, tensor<64x64xf32>) -> tensor<2x48x64xf32>
    %263 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %265 = stablehlo.add %262, %264 : tensor<2x48x64xf32>
    %266 = stablehlo.add %152, %265 : tensor<2x48x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.reduce(%266 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x48x64xf32>, tensor<f32>) -> tensor<2x48xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<2x48xf32>) -> tensor<2x48x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x48x1xf32>
    %270 = stablehlo.divide %268, %269 : tensor<2x48x1xf32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %271 = call @_var(%266, %c_37) : (tensor<2x48x64xf32>, tensor<i32>) -> tensor<2x48x1xf32>
    %272 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %273 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_38 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x48x1xf32>
    %275 = stablehlo.add %271, %274 : tensor<2x48x1xf32>
    %276 = stablehlo.rsqrt %275 : tensor<2x48x1xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<2x48x1xf32>) -> tensor<2x48x64xf32>
    %278 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %279 = stablehlo.multiply %277, %278 : tensor<2x48x64xf32>
    %280 = stablehlo.negate %270 : tensor<2x48x1xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<2x48x1xf32>) -> tensor<2x48x64xf32>
    %282 = stablehlo.multiply %281, %279 : tensor<2x48x64xf32>
    %283 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %284 = stablehlo.add %282, %283 : tensor<2x48x64xf32>
    %285 = stablehlo.multiply %266, %279 : tensor<2x48x64xf32>
    %286 = stablehlo.add %285, %284 : tensor<2x48x64xf32>
    %287 = stablehlo.dot_general %286, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x48x64xf32>, tensor<64x128xf32>) -> tensor<2x48x128xf32>
    %288 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x48x128xf32>
    %290 = stablehlo.add %287, %289 : tensor<2x48x128xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x48x128xf32>
    %292 = stablehlo.multiply %291, %290 : tensor<2x48x128xf32>
    %293 = stablehlo.negate %290 : tensor<2x48x128xf32>
    %cst_40 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x48x128xf32>
    %295 = stablehlo.multiply %293, %294 : tensor<2x48x128xf32>
    %296 = chlo.erfc %295 : tensor<2x48x128xf32> -> tensor<2x48x128xf32>
    %297 = stablehlo.multiply %292, %296 : tensor<2x48x128xf32>
    %298 = stablehlo.dot_general %297, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x48x128xf32>, tensor<128x64xf32>) -> tensor<2x48x64xf32>
    %299 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %301 = stablehlo.add %298, %300 : tensor<2x48x64xf32>
    %302 = stablehlo.add %266, %301 : tensor<2x48x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%302 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x48x64xf32>, tensor<f32>) -> tensor<2x48xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<2x48xf32>) -> tensor<2x48x1xf32>
    %cst_42 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x48x1xf32>
    %306 = stablehlo.divide %304, %305 : tensor<2x48x1xf32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %307 = call @_var(%302, %c_43) : (tensor<2x48x64xf32>, tensor<i32>) -> tensor<2x48x1xf32>
    %308 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %309 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_44 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x48x1xf32>
    %311 = stablehlo.add %307, %310 : tensor<2x48x1xf32>
    %312 = stablehlo.rsqrt %311 : tensor<2x48x1xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<2x48x1xf32>) -> tensor<2x48x64xf32>
    %314 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %315 = stablehlo.multiply %313, %314 : tensor<2x48x64xf32>
    %316 = stablehlo.negate %306 : tensor<2x48x1xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<2x48x1xf32>) -> tensor<2x48x64xf32>
    %318 = stablehlo.multiply %317, %315 : tensor<2x48x64xf32>
    %319 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x48x64xf32>
    %320 = stablehlo.add %318, %319 : tensor<2x48x64xf32>
    %321 = stablehlo.multiply %302, %315 : tensor<2x48x64xf32>
    %322 = stablehlo.add %321, %320 : tensor<2x48x64xf32>
    return %322 : tensor<2x48x64xf32>
  }
  func.func private @_take(%arg0: tensor<33x64xf32>, %arg1: tensor<2x48xi32>) -> tensor<2x48x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x48xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x48xi32>, tensor<2x48xi32>) -> tensor<2x48xi1>
    %c_0 = stablehlo.constant dense<33> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x48xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x48xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x48xi1>, tensor<2x48xi32>, tensor<2x48xi32>) -> tensor<2x48xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x48xi32>) -> tensor<2x48x1xi32>
    %c_1 = stablehlo.constant dense<32> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x48x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x48x1xi32>, tensor<2x48x1xi32>) -> tensor<2x48x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x48x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x48x1xi32>, tensor<2x48x1xi32>) -> tensor<2x48x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x48x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x48x1xi1>, tensor<i1>) -> tensor<2x48xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<33x64xf32>, tensor<2x48x1xi32>) -> tensor<2x48x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x48xi1>) -> tensor<2x48x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x48x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x48x64xi1>, tensor<2x48x64xf32>
    return %16 : tensor<2x48x64xf32>
  }
  func.func private @_where(%arg0: tensor<2x48xi1>, %arg1: tensor<2x48xi32>, %arg2: tensor<2x48xi32>) -> tensor<2x48xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x48xi1>, tensor<2x48xi32>
    return %0 : tensor<2x48xi32>
  }
  func.func private @_var(%arg0: tensor<2x48x64xf32>, %arg1: tensor<i32>) -> tensor<2x48x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x48x64xf32>, tensor<f32>) -> tensor<2x48xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x48xf32>) -> tensor<2x48x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x48x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x48x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x48x1xf32>) -> tensor<2x48x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x48x64xf32>
    %6 = chlo.square %5 : tensor<2x48x64xf32> -> tensor<2x48x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x48x64xf32>, tensor<f32>) -> tensor<2x48xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x48xf32>) -> tensor<2x48x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x48x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x48x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_0(%13, %12, %cst_4) : (tensor<i1>, tensor<2x48x1xf32>, tensor<f32>) -> tensor<2x48x1xf32>
    return %14 : tensor<2x48x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<2x48x1xf32>, %arg2: tensor<f32>) -> tensor<2x48x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x48x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x48x1xf32>
    return %2 : tensor<2x48x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x2x4x48x48xi1>, %arg1: tensor<2x4x48x1x48xf32>, %arg2: tensor<f32>) -> tensor<1x2x4x48x48xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x48x48xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x4x48x48xf32>) -> tensor<1x2x4x48x48xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<2x4x48x1x48xf32>) -> tensor<1x2x4x48x48xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x2x4x48x48xi1>, tensor<1x2x4x48x48xf32>
    return %3 : tensor<1x2x4x48x48xf32>
  }
}
