module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<4x64x16xf32>, %arg3: tensor<1x64x16xf32>, %arg4: tensor<1x64x16xf32>, %arg5: tensor<4x16x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<4x64x16xf32>, %arg12: tensor<1x64x16xf32>, %arg13: tensor<1x64x16xf32>, %arg14: tensor<4x16x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<2x32xi32>, %arg21: tensor<2x32xi32>) -> (tensor<2x32x64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %0 = call @_take(%arg0, %arg21) : (tensor<512x64xf32>, tensor<2x32xi32>) -> tensor<2x32x64xf32>
    %1 = stablehlo.convert %cst : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x32x64xf32>
    %4 = chlo.square %3 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x32x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x32x1xf32>
    %11 = stablehlo.sqrt %10 : tensor<2x32x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %13 = stablehlo.divide %12, %11 : tensor<2x32x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %15 = stablehlo.multiply %3, %14 : tensor<2x32x64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %17 = stablehlo.add %16, %arg1 : tensor<64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %20 = stablehlo.multiply %15, %19 : tensor<2x32x64xf32>
    %21 = stablehlo.broadcast_in_dim %arg20, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %22 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %24 = stablehlo.add %22, %23 : tensor<32xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %26 = stablehlo.iota dim = 0 : tensor<32xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %28 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %30 = stablehlo.compare GE, %28, %29, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %31 = stablehlo.broadcast_in_dim %30, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<2x32x32xi1>
    %33 = stablehlo.convert %32 : (tensor<2x32x32xi1>) -> tensor<2x32x32xi32>
    %34 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<2x1x32xi32>) -> tensor<2x32x32xi32>
    %35 = stablehlo.minimum %34, %33 : tensor<2x32x32xi32>
    %36 = stablehlo.dot_general %20, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<4x64x16xf32>) -> tensor<2x32x4x16xf32>
    %37 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %41 = stablehlo.add %40, %39 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %43 = stablehlo.divide %41, %42 : tensor<8xf32>
    %44 = stablehlo.negate %43 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %46 = stablehlo.power %45, %44 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %48 = stablehlo.divide %46, %47 : tensor<8xf32>
    %49 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %51 = stablehlo.add %49, %50 : tensor<32xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %53 = stablehlo.dot_general %52, %48, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %56 = stablehlo.concatenate %54, %55, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %59 = stablehlo.cosine %58 : tensor<1x32x1x16xf32>
    %60 = stablehlo.sine %58 : tensor<1x32x1x16xf32>
    %61 = stablehlo.slice %36 [0:2, 0:32, 0:4, 0:8] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %62 = stablehlo.slice %36 [0:2, 0:32, 0:4, 8:16] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %63 = stablehlo.negate %62 : tensor<2x32x4x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 4] : (tensor<2x32x4x8xf32>) -> tensor<2x32x4x1x8xf32>
    %65 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 4] : (tensor<2x32x4x8xf32>) -> tensor<2x32x4x1x8xf32>
    %66 = stablehlo.concatenate %64, %65, dim = 3 : (tensor<2x32x4x1x8xf32>, tensor<2x32x4x1x8xf32>) -> tensor<2x32x4x2x8xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x32x4x2x8xf32>) -> tensor<2x32x4x16xf32>
    %68 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<2x32x4x16xf32>
    %69 = stablehlo.multiply %36, %68 : tensor<2x32x4x16xf32>
    %70 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<2x32x4x16xf32>
    %71 = stablehlo.multiply %67, %70 : tensor<2x32x4x16xf32>
    %72 = stablehlo.add %69, %71 : tensor<2x32x4x16xf32>
    %73 = stablehlo.slice %72 [0:2, 0:32, 0:4, 0:8] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %74 = stablehlo.slice %72 [0:2, 0:32, 0:4, 8:16] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<2x32x4x8xf32>) -> tensor<2x32x4x8x1xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<2x32x4x8xf32>) -> tensor<2x32x4x8x1xf32>
    %77 = stablehlo.concatenate %75, %76, dim = 4 : (tensor<2x32x4x8x1xf32>, tensor<2x32x4x8x1xf32>) -> tensor<2x32x4x8x2xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x32x4x8x2xf32>) -> tensor<2x32x4x16xf32>
    %79 = stablehlo.dot_general %20, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<1x64x16xf32>) -> tensor<2x32x1x16xf32>
    %80 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %84 = stablehlo.add %83, %82 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %86 = stablehlo.divide %84, %85 : tensor<8xf32>
    %87 = stablehlo.negate %86 : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %89 = stablehlo.power %88, %87 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %91 = stablehlo.divide %89, %90 : tensor<8xf32>
    %92 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %94 = stablehlo.add %92, %93 : tensor<32xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %96 = stablehlo.dot_general %95, %91, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %98 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %99 = stablehlo.concatenate %97, %98, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %100 = stablehlo.reshape %99 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %102 = stablehlo.cosine %101 : tensor<1x32x1x16xf32>
    %103 = stablehlo.sine %101 : tensor<1x32x1x16xf32>
    %104 = stablehlo.slice %79 [0:2, 0:32, 0:1, 0:8] : (tensor<2x32x1x16xf32>) -> tensor<2x32x1x8xf32>
    %105 = stablehlo.slice %79 [0:2, 0:32, 0:1, 8:16] : (tensor<2x32x1x16xf32>) -> tensor<2x32x1x8xf32>
    %106 = stablehlo.negate %105 : tensor<2x32x1x8xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 4] : (tensor<2x32x1x8xf32>) -> tensor<2x32x1x1x8xf32>
    %108 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 4] : (tensor<2x32x1x8xf32>) -> tensor<2x32x1x1x8xf32>
    %109 = stablehlo.concatenate %107, %108, dim = 3 : (tensor<2x32x1x1x8xf32>, tensor<2x32x1x1x8xf32>) -> tensor<2x32x1x2x8xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x32x1x2x8xf32>) -> tensor<2x32x1x16xf32>
    %111 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<2x32x1x16xf32>
    %112 = stablehlo.multiply %79, %111 : tensor<2x32x1x16xf32>
    %113 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<2x32x1x16xf32>
    %114 = stablehlo.multiply %110, %113 : tensor<2x32x1x16xf32>
    %115 = stablehlo.add %112, %114 : tensor<2x32x1x16xf32>
    %116 = stablehlo.slice %115 [0:2, 0:32, 0:1, 0:8] : (tensor<2x32x1x16xf32>) -> tensor<2x32x1x8xf32>
    %117 = stablehlo.slice %115 [0:2, 0:32, 0:1, 8:16] : (tensor<2x32x1x16xf32>) -> tensor<2x32x1x8xf32>
    %118 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x1x8x1xf32>
    %119 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x1x8x1xf32>
    %120 = stablehlo.concatenate %118, %119, dim = 4 : (tensor<2x32x1x8x1xf32>, tensor<2x32x1x8x1xf32>) -> tensor<2x32x1x8x2xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x32x1x8x2xf32>) -> tensor<2x32x1x16xf32>
    %122 = stablehlo.dot_general %20, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<1x64x16xf32>) -> tensor<2x32x1x16xf32>
    %cst_18 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x32x4x16xf32>
    %124 = stablehlo.multiply %78, %123 : tensor<2x32x4x16xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x32x4x16xf32>) -> tensor<2x32x1x4x16xf32>
    %126 = stablehlo.dot_general %121, %125, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x1x16xf32>, tensor<2x32x1x4x16xf32>) -> tensor<2x1x32x32x4xf32>
    %127 = stablehlo.transpose %126, dims = [0, 1, 4, 3, 2] : (tensor<2x1x32x32x4xf32>) -> tensor<2x1x4x32x32xf32>
    %128 = stablehlo.broadcast_in_dim %35, dims = [0, 3, 4] : (tensor<2x32x32xi32>) -> tensor<2x1x1x32x32xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %129 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1x1x32x32xi32>
    %130 = stablehlo.compare GT, %128, %129, SIGNED : (tensor<2x1x1x32x32xi32>, tensor<2x1x1x32x32xi32>) -> tensor<2x1x1x32x32xi1>
    %cst_19 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %131 = call @_where_0(%130, %127, %cst_19) : (tensor<2x1x1x32x32xi1>, tensor<2x1x4x32x32xf32>, tensor<f32>) -> tensor<2x1x4x32x32xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_20) applies stablehlo.maximum across dimensions = [4] : (tensor<2x1x4x32x32xf32>, tensor<f32>) -> tensor<2x1x4x32xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x1x4x32xf32>
    %134 = stablehlo.maximum %133, %132 : tensor<2x1x4x32xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<2x1x4x32xf32>) -> tensor<2x1x4x32x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3, 4] : (tensor<2x1x4x32x1xf32>) -> tensor<2x1x4x32x32xf32>
    %137 = stablehlo.subtract %131, %136 : tensor<2x1x4x32x32xf32>
    %138 = stablehlo.exponential %137 : tensor<2x1x4x32x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_22) applies stablehlo.add across dimensions = [4] : (tensor<2x1x4x32x32xf32>, tensor<f32>) -> tensor<2x1x4x32xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<2x1x4x32xf32>) -> tensor<2x1x4x32x1xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2, 3, 4] : (tensor<2x1x4x32x1xf32>) -> tensor<2x1x4x32x32xf32>
    %142 = stablehlo.divide %138, %141 : tensor<2x1x4x32x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = call @_where_0(%130, %142, %cst_23) : (tensor<2x1x1x32x32xi1>, tensor<2x1x4x32x32xf32>, tensor<f32>) -> tensor<2x1x4x32x32xf32>
    %144 = stablehlo.dot_general %122, %143, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x1x16xf32>, tensor<2x1x4x32x32xf32>) -> tensor<2x1x16x4x32xf32>
    %145 = stablehlo.transpose %144, dims = [0, 4, 1, 3, 2] : (tensor<2x1x16x4x32xf32>) -> tensor<2x32x1x4x16xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x32x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %147 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<2x32x32xi32>
    %148 = stablehlo.compare EQ, %35, %147, SIGNED : (tensor<2x32x32xi32>, tensor<2x32x32xi32>) -> tensor<2x32x32xi1>
    %c_25 = stablehlo.constant dense<true> : tensor<i1>
    %149 = stablehlo.reduce(%148 init: %c_25) applies stablehlo.and across dimensions = [2] : (tensor<2x32x32xi1>, tensor<i1>) -> tensor<2x32xi1>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1] : (tensor<2x32xi1>) -> tensor<2x32x1xi1>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<2x32x1xi1>) -> tensor<2x32x1x1xi1>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x32x4x16xf32>
    %153 = call @_where_1(%151, %152, %146) : (tensor<2x32x1x1xi1>, tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %154 = stablehlo.dot_general %153, %arg5, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x32x64xf32>
    %155 = stablehlo.add %3, %154 : tensor<2x32x64xf32>
    %156 = chlo.square %155 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%156 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_28 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %160 = stablehlo.divide %158, %159 : tensor<2x32x1xf32>
    %cst_29 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %162 = stablehlo.add %160, %161 : tensor<2x32x1xf32>
    %163 = stablehlo.sqrt %162 : tensor<2x32x1xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %165 = stablehlo.divide %164, %163 : tensor<2x32x1xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %167 = stablehlo.multiply %155, %166 : tensor<2x32x64xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %169 = stablehlo.add %168, %arg6 : tensor<64xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %172 = stablehlo.multiply %167, %171 : tensor<2x32x64xf32>
    %173 = stablehlo.dot_general %172, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %174 = stablehlo.dot_general %172, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %175 = stablehlo.multiply %173, %173 : tensor<2x32x64xf32>
    %176 = stablehlo.multiply %175, %173 : tensor<2x32x64xf32>
    %cst_32 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %178 = stablehlo.multiply %177, %176 : tensor<2x32x64xf32>
    %179 = stablehlo.add %173, %178 : tensor<2x32x64xf32>
    %cst_33 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %181 = stablehlo.multiply %180, %179 : tensor<2x32x64xf32>
    %182 = stablehlo.tanh %181 : tensor<2x32x64xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %184 = stablehlo.add %183, %182 : tensor<2x32x64xf32>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %186 = stablehlo.multiply %185, %184 : tensor<2x32x64xf32>
    %187 = stablehlo.multiply %173, %186 : tensor<2x32x64xf32>
    %188 = stablehlo.multiply %187, %174 : tensor<2x32x64xf32>
    %189 = stablehlo.dot_general %188, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %190 = stablehlo.add %189, %155 : tensor<2x32x64xf32>
    %191 = chlo.square %190 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%191 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_37 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %195 = stablehlo.divide %193, %194 : tensor<2x32x1xf32>
    %cst_38 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %197 = stablehlo.add %195, %196 : tensor<2x32x1xf32>
    %198 = stablehlo.sqrt %197 : tensor<2x32x1xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %200 = stablehlo.divide %199, %198 : tensor<2x32x1xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %202 = stablehlo.multiply %190, %201 : tensor<2x32x64xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %204 = stablehlo.add %203, %arg10 : tensor<64xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %207 = stablehlo.multiply %202, %206 : tensor<2x32x64xf32>
    %208 = stablehlo.broadcast_in_dim %arg20, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %209 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %211 = stablehlo.add %209, %210 : tensor<32xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %213 = stablehlo.iota dim = 0 : tensor<32xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %215 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %216 = stablehlo.broadcast_in_dim %214, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %217 = stablehlo.compare GE, %215, %216, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %218 = stablehlo.broadcast_in_dim %217, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<2x32x32xi1>
    %220 = stablehlo.convert %219 : (tensor<2x32x32xi1>) -> tensor<2x32x32xi32>
    %221 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<2x1x32xi32>) -> tensor<2x32x32xi32>
    %222 = stablehlo.minimum %221, %220 : tensor<2x32x32xi32>
    %223 = stablehlo.dot_general %207, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<4x64x16xf32>) -> tensor<2x32x4x16xf32>
    %224 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_42 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<8xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %228 = stablehlo.add %227, %226 : tensor<8xf32>
    %cst_44 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %230 = stablehlo.divide %228, %229 : tensor<8xf32>
    %231 = stablehlo.negate %230 : tensor<8xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %233 = stablehlo.power %232, %231 : tensor<8xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %235 = stablehlo.divide %233, %234 : tensor<8xf32>
    %236 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %238 = stablehlo.add %236, %237 : tensor<32xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %240 = stablehlo.dot_general %239, %235, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %242 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %243 = stablehlo.concatenate %241, %242, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %246 = stablehlo.cosine %245 : tensor<1x32x1x16xf32>
    %247 = stablehlo.sine %245 : tensor<1x32x1x16xf32>
    %248 = stablehlo.slice %223 [0:2, 0:32, 0:4, 0:8] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %249 = stablehlo.slice %223 [0:2, 0:32, 0:4, 8:16] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %250 = stablehlo.negate %249 : tensor<2x32x4x8xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 4] : (tensor<2x32x4x8xf32>) -> tensor<2x32x4x1x8xf32>
    %252 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 4] : (tensor<2x32x4x8xf32>) -> tensor<2x32x4x1x8xf32>
    %253 = stablehlo.concatenate %251, %252, dim = 3 : (tensor<2x32x4x1x8xf32>, tensor<2x32x4x1x8xf32>) -> tensor<2x32x4x2x8xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x32x4x2x8xf32>) -> tensor<2x32x4x16xf32>
    %255 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<2x32x4x16xf32>
    %256 = stablehlo.multiply %223, %255 : tensor<2x32x4x16xf32>
    %257 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<2x32x4x16xf32>
    %258 = stablehlo.multiply %254, %257 : tensor<2x32x4x16xf32>
    %259 = stablehlo.add %256, %258 : tensor<2x32x4x16xf32>
    %260 = stablehlo.slice %259 [0:2, 0:32, 0:4, 0:8] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %261 = stablehlo.slice %259 [0:2, 0:32, 0:4, 8:16] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %262 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<2x32x4x8xf32>) -> tensor<2x32x4x8x1xf32>
    %263 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 3] : (tensor<2x32x4x8xf32>) -> tensor<2x32x4x8x1xf32>
    %264 = stablehlo.concatenate %262, %263, dim = 4 : (tensor<2x32x4x8x1xf32>, tensor<2x32x4x8x1xf32>) -> tensor<2x32x4x8x2xf32>
    %265 = stablehlo.reshape %264 : (tensor<2x32x4x8x2xf32>) -> tensor<2x32x4x16xf32>
    %266 = stablehlo.dot_general %207, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<1x64x16xf32>) -> tensor<2x32x1x16xf32>
    %267 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %269 = stablehlo.multiply %268, %267 : tensor<8xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %271 = stablehlo.add %270, %269 : tensor<8xf32>
    %cst_50 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %273 = stablehlo.divide %271, %272 : tensor<8xf32>
    %274 = stablehlo.negate %273 : tensor<8xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %276 = stablehlo.power %275, %274 : tensor<8xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %278 = stablehlo.divide %276, %277 : tensor<8xf32>
    %279 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %281 = stablehlo.add %279, %280 : tensor<32xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %283 = stablehlo.dot_general %282, %278, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %285 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %286 = stablehlo.concatenate %284, %285, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %287 = stablehlo.reshape %286 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %289 = stablehlo.cosine %288 : tensor<1x32x1x16xf32>
    %290 = stablehlo.sine %288 : tensor<1x32x1x16xf32>
    %291 = stablehlo.slice %266 [0:2, 0:32, 0:1, 0:8] : (tensor<2x32x1x16xf32>) -> tensor<2x32x1x8xf32>
    %292 = stablehlo.slice %266 [0:2, 0:32, 0:1, 8:16] : (tensor<2x32x1x16xf32>) -> tensor<2x32x1x8xf32>
    %293 = stablehlo.negate %292 : tensor<2x32x1x8xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 4] : (tensor<2x32x1x8xf32>) -> tensor<2x32x1x1x8xf32>
    %295 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 4] : (tensor<2x32x1x8xf32>) -> tensor<2x32x1x1x8xf32>
    %296 = stablehlo.concatenate %294, %295, dim = 3 : (tensor<2x32x1x1x8xf32>, tensor<2x32x1x1x8xf32>) -> tensor<2x32x1x2x8xf32>
    %297 = stablehlo.reshape %296 : (tensor<2x32x1x2x8xf32>) -> tensor<2x32x1x16xf32>
    %298 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<2x32x1x16xf32>
    %299 = stablehlo.multiply %266, %298 : tensor<2x32x1x16xf32>
    %300 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<2x32x1x16xf32>
    %301 = stablehlo.multiply %297, %300 : tensor<2x32x1x16xf32>
    %302 = stablehlo.add %299, %301 : tensor<2x32x1x16xf32>
    %303 = stablehlo.slice %302 [0:2, 0:32, 0:1, 0:8] : (tensor<2x32x1x16xf32>) -> tensor<2x32x1x8xf32>
    %304 = stablehlo.slice %302 [0:2, 0:32, 0:1, 8:16] : (tensor<2x32x1x16xf32>) -> tensor<2x32x1x8xf32>
    %305 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x1x8x1xf32>
    %306 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2, 3] : (tensor<2x32x1x8xf32>) -> tensor<2x32x1x8x1xf32>
    %307 = stablehlo.concatenate %305, %306, dim = 4 : (tensor<2x32x1x8x1xf32>, tensor<2x32x1x8x1xf32>) -> tensor<2x32x1x8x2xf32>
    %308 = stablehlo.reshape %307 : (tensor<2x32x1x8x2xf32>) -> tensor<2x32x1x16xf32>
    %309 = stablehlo.dot_general %207, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<1x64x16xf32>) -> tensor<2x32x1x16xf32>
    %cst_54 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x32x4x16xf32>
    %311 = stablehlo.multiply %265, %310 : tensor<2x32x4x16xf32>
    %312 = stablehlo.reshape %311 : (tensor<2x32x4x16xf32>) -> tensor<2x32x1x4x16xf32>
    %313 = stablehlo.dot_general %308, %312, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x1x16xf32>, tensor<2x32x1x4x16xf32>) -> tensor<2x1x32x32x4xf32>
    %314 = stablehlo.transpose %313, dims = [0, 1, 4, 3, 2] : (tensor<2x1x32x32x4xf32>) -> tensor<2x1x4x32x32xf32>
    %315 = stablehlo.broadcast_in_dim %222, dims = [0, 3, 4] : (tensor<2x32x32xi32>) -> tensor<2x1x1x32x32xi32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %316 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<2x1x1x32x32xi32>
    %317 = stablehlo.compare GT, %315, %316, SIGNED : (tensor<2x1x1x32x32xi32>, tensor<2x1x1x32x32xi32>) -> tensor<2x1x1x32x32xi1>
    %cst_56 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %318 = call @_where_0(%317, %314, %cst_56) : (tensor<2x1x1x32x32xi1>, tensor<2x1x4x32x32xf32>, tensor<f32>) -> tensor<2x1x4x32x32xf32>
    %cst_57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %319 = stablehlo.reduce(%318 init: %cst_57) applies stablehlo.maximum across dimensions = [4] : (tensor<2x1x4x32x32xf32>, tensor<f32>) -> tensor<2x1x4x32xf32>
    %cst_58 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x1x4x32xf32>
    %321 = stablehlo.maximum %320, %319 : tensor<2x1x4x32xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2, 3] : (tensor<2x1x4x32xf32>) -> tensor<2x1x4x32x1xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2, 3, 4] : (tensor<2x1x4x32x1xf32>) -> tensor<2x1x4x32x32xf32>
    %324 = stablehlo.subtract %318, %323 : tensor<2x1x4x32x32xf32>
    %325 = stablehlo.exponential %324 : tensor<2x1x4x32x32xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.reduce(%325 init: %cst_59) applies stablehlo.add across dimensions = [4] : (tensor<2x1x4x32x32xf32>, tensor<f32>) -> tensor<2x1x4x32xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2, 3] : (tensor<2x1x4x32xf32>) -> tensor<2x1x4x32x1xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2, 3, 4] : (tensor<2x1x4x32x1xf32>) -> tensor<2x1x4x32x32xf32>
    %329 = stablehlo.divide %325, %328 : tensor<2x1x4x32x32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = call @_where_0(%317, %329, %cst_60) : (tensor<2x1x1x32x32xi1>, tensor<2x1x4x32x32xf32>, tensor<f32>) -> tensor<2x1x4x32x32xf32>
    %331 = stablehlo.dot_general %309, %330, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x1x16xf32>, tensor<2x1x4x32x32xf32>) -> tensor<2x1x16x4x32xf32>
    %332 = stablehlo.transpose %331, dims = [0, 4, 1, 3, 2] : (tensor<2x1x16x4x32xf32>) -> tensor<2x32x1x4x16xf32>
    %333 = stablehlo.reshape %332 : (tensor<2x32x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %334 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i32>) -> tensor<2x32x32xi32>
    %335 = stablehlo.compare EQ, %222, %334, SIGNED : (tensor<2x32x32xi32>, tensor<2x32x32xi32>) -> tensor<2x32x32xi1>
    %c_62 = stablehlo.constant dense<true> : tensor<i1>
    %336 = stablehlo.reduce(%335 init: %c_62) applies stablehlo.and across dimensions = [2] : (tensor<2x32x32xi1>, tensor<i1>) -> tensor<2x32xi1>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1] : (tensor<2x32xi1>) -> tensor<2x32x1xi1>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2] : (tensor<2x32x1xi1>) -> tensor<2x32x1x1xi1>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x32x4x16xf32>
    %340 = call @_where_1(%338, %339, %333) : (tensor<2x32x1x1xi1>, tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %341 = stablehlo.dot_general %340, %arg14, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x32x64xf32>
    %342 = stablehlo.add %190, %341 : tensor<2x32x64xf32>
    %343 = chlo.square %342 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.reduce(%343 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_65 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %347 = stablehlo.divide %345, %346 : tensor<2x32x1xf32>
    %cst_66 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %349 = stablehlo.add %347, %348 : tensor<2x32x1xf32>
    %350 = stablehlo.sqrt %349 : tensor<2x32x1xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %352 = stablehlo.divide %351, %350 : tensor<2x32x1xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %354 = stablehlo.multiply %342, %353 : tensor<2x32x64xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %356 = stablehlo.add %355, %arg15 : tensor<64xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %359 = stablehlo.multiply %354, %358 : tensor<2x32x64xf32>
    %360 = stablehlo.dot_general %359, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %361 = stablehlo.dot_general %359, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %362 = stablehlo.multiply %360, %360 : tensor<2x32x64xf32>
    %363 = stablehlo.multiply %362, %360 : tensor<2x32x64xf32>
    %cst_69 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %365 = stablehlo.multiply %364, %363 : tensor<2x32x64xf32>
    %366 = stablehlo.add %360, %365 : tensor<2x32x64xf32>
    %cst_70 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %368 = stablehlo.multiply %367, %366 : tensor<2x32x64xf32>
    %369 = stablehlo.tanh %368 : tensor<2x32x64xf32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %371 = stablehlo.add %370, %369 : tensor<2x32x64xf32>
    %cst_72 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %373 = stablehlo.multiply %372, %371 : tensor<2x32x64xf32>
    %374 = stablehlo.multiply %360, %373 : tensor<2x32x64xf32>
    %375 = stablehlo.multiply %374, %361 : tensor<2x32x64xf32>
    %376 = stablehlo.dot_general %375, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %377 = stablehlo.add %376, %342 : tensor<2x32x64xf32>
    %378 = chlo.square %377 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%378 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_74 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %382 = stablehlo.divide %380, %381 : tensor<2x32x1xf32>
    %cst_75 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %384 = stablehlo.add %382, %383 : tensor<2x32x1xf32>
    %385 = stablehlo.sqrt %384 : tensor<2x32x1xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %387 = stablehlo.divide %386, %385 : tensor<2x32x1xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %389 = stablehlo.multiply %377, %388 : tensor<2x32x64xf32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %391 = stablehlo.add %390, %arg19 : tensor<64xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %394 = stablehlo.multiply %389, %393 : tensor<2x32x64xf32>
    return %394 : tensor<2x32x64xf32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<2x32xi32>) -> tensor<2x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x32xi1>, tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x32x1xi1>, tensor<i1>) -> tensor<2x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<2x32x1xi32>) -> tensor<2x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x32xi1>) -> tensor<2x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
    return %16 : tensor<2x32x64xf32>
  }
  func.func private @_where(%arg0: tensor<2x32xi1>, %arg1: tensor<2x32xi32>, %arg2: tensor<2x32xi32>) -> tensor<2x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x32xi1>, tensor<2x32xi32>
    return %0 : tensor<2x32xi32>
  }
  func.func private @_where_0(%arg0: tensor<2x1x1x32x32xi1>, %arg1: tensor<2x1x4x32x32xf32>, %arg2: tensor<f32>) -> tensor<2x1x4x32x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x32x32xi1>) -> tensor<2x1x4x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x1x4x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x1x4x32x32xi1>, tensor<2x1x4x32x32xf32>
    return %3 : tensor<2x1x4x32x32xf32>
  }
  func.func private @_where_1(%arg0: tensor<2x32x1x1xi1>, %arg1: tensor<2x32x4x16xf32>, %arg2: tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x32x1x1xi1>) -> tensor<2x32x4x16xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<2x32x4x16xi1>, tensor<2x32x4x16xf32>
    return %1 : tensor<2x32x4x16xf32>
  }
}
