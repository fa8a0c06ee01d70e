module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x64xf32>, %arg1: tensor<64x4x48xf32>, %arg2: tensor<4x48xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<128x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x4x48xf32>, %arg14: tensor<4x48xf32>, %arg15: tensor<64x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x128xf32>, %arg20: tensor<128xf32>, %arg21: tensor<128x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<2x32xi32>, %arg28: tensor<2x32xi32>) -> (tensor<2x32x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg28) : (tensor<512x64xf32>, tensor<2x32xi32>) -> tensor<2x32x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg27, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %2 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %4 = stablehlo.add %2, %3 : tensor<32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %6 = stablehlo.iota dim = 0 : tensor<32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %10 = stablehlo.compare GE, %8, %9, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<2x32x32xi1>
    %13 = stablehlo.convert %12 : (tensor<2x32x32xi1>) -> tensor<2x32x32xi32>
    %14 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<2x1x32xi32>) -> tensor<2x32x32xi32>
    %15 = stablehlo.minimum %14, %13 : tensor<2x32x32xi32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%0 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %19 = stablehlo.divide %17, %18 : tensor<2x32x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %20 = call @_var(%0, %c) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %21 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %22 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %24 = stablehlo.add %20, %23 : tensor<2x32x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<2x32x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %27 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<2x32x64xf32>
    %29 = stablehlo.negate %19 : tensor<2x32x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %31 = stablehlo.multiply %30, %28 : tensor<2x32x64xf32>
    %32 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %33 = stablehlo.add %31, %32 : tensor<2x32x64xf32>
    %34 = stablehlo.multiply %0, %28 : tensor<2x32x64xf32>
    %35 = stablehlo.add %34, %33 : tensor<2x32x64xf32>
    %36 = stablehlo.dot_general %35, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x48xf32>) -> tensor<2x32x4x48xf32>
    %37 = stablehlo.broadcast_in_dim %arg2, dims = [2, 3] : (tensor<4x48xf32>) -> tensor<1x1x4x48xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x4x48xf32>) -> tensor<2x32x4x48xf32>
    %39 = stablehlo.add %36, %38 : tensor<2x32x4x48xf32>
    %40 = stablehlo.slice %39 [0:2, 0:32, 0:4, 0:16] : (tensor<2x32x4x48xf32>) -> tensor<2x32x4x16xf32>
    %41 = stablehlo.slice %39 [0:2, 0:32, 0:4, 16:32] : (tensor<2x32x4x48xf32>) -> tensor<2x32x4x16xf32>
    %42 = stablehlo.slice %39 [0:2, 0:32, 0:4, 32:48] : (tensor<2x32x4x48xf32>) -> tensor<2x32x4x16xf32>
    %43 = stablehlo.slice %40 [0:2, 0:32, 0:4, 0:4] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x4xf32>
    %44 = stablehlo.slice %40 [0:2, 0:32, 0:4, 4:16] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x12xf32>
    %45 = stablehlo.slice %41 [0:2, 0:32, 0:4, 0:4] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x4xf32>
    %46 = stablehlo.slice %41 [0:2, 0:32, 0:4, 4:16] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x12xf32>
    %47 = stablehlo.iota dim = 0 : tensor<2xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<2xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %51 = stablehlo.add %50, %49 : tensor<2xf32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %53 = stablehlo.divide %51, %52 : tensor<2xf32>
    %54 = stablehlo.negate %53 : tensor<2xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %56 = stablehlo.power %55, %54 : tensor<2xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %58 = stablehlo.divide %56, %57 : tensor<2xf32>
    %59 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %61 = stablehlo.add %59, %60 : tensor<32xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %63 = stablehlo.dot_general %62, %58, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<2xf32>) -> tensor<1x32x2xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<1x32x2xf32>) -> tensor<1x32x1x2xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<1x32x2xf32>) -> tensor<1x32x1x2xf32>
    %66 = stablehlo.concatenate %64, %65, dim = 2 : (tensor<1x32x1x2xf32>, tensor<1x32x1x2xf32>) -> tensor<1x32x2x2xf32>
    %67 = stablehlo.reshape %66 : (tensor<1x32x2x2xf32>) -> tensor<1x32x4xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %69 = stablehlo.cosine %68 : tensor<1x32x1x4xf32>
    %70 = stablehlo.sine %68 : tensor<1x32x1x4xf32>
    %71 = stablehlo.slice %43 [0:2, 0:32, 0:4, 0:2] : (tensor<2x32x4x4xf32>) -> tensor<2x32x4x2xf32>
    %72 = stablehlo.slice %43 [0:2, 0:32, 0:4, 2:4] : (tensor<2x32x4x4xf32>) -> tensor<2x32x4x2xf32>
    %73 = stablehlo.negate %72 : tensor<2x32x4x2xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 4] : (tensor<2x32x4x2xf32>) -> tensor<2x32x4x1x2xf32>
    %75 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 4] : (tensor<2x32x4x2xf32>) -> tensor<2x32x4x1x2xf32>
    %76 = stablehlo.concatenate %74, %75, dim = 3 : (tensor<2x32x4x1x2xf32>, tensor<2x32x4x1x2xf32>) -> tensor<2x32x4x2x2xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x32x4x2x2xf32>) -> tensor<2x32x4x4xf32>
    %78 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x32x1x4xf32>) -> tensor<2x32x4x4xf32>
    %79 = stablehlo.multiply %43, %78 : tensor<2x32x4x4xf32>
    %80 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x32x1x4xf32>) -> tensor<2x32x4x4xf32>
    %81 = stablehlo.multiply %77, %80 : tensor<2x32x4x4xf32>
    %82 = stablehlo.add %79, %81 : tensor<2x32x4x4xf32>
    %83 = stablehlo.iota dim = 0 : tensor<2xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %85 = stablehlo.multiply %84, %83 : tensor<2xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %87 = stablehlo.add %86, %85 : tensor<2xf32>
    %cst_11 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %89 = stablehlo.divide %87, %88 : tensor<2xf32>
    %90 = stablehlo.negate %89 : tensor<2xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %92 = stablehlo.power %91, %90 : tensor<2xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %94 = stablehlo.divide %92, %93 : tensor<2xf32>
    %95 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %97 = stablehlo.add %95, %96 : tensor<32xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %99 = stablehlo.dot_general %98, %94, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<2xf32>) -> tensor<1x32x2xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 3] : (tensor<1x32x2xf32>) -> tensor<1x32x1x2xf32>
    %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 3] : (tensor<1x32x2xf32>) -> tensor<1x32x1x2xf32>
    %102 = stablehlo.concatenate %100, %101, dim = 2 : (tensor<1x32x1x2xf32>, tensor<1x32x1x2xf32>) -> tensor<1x32x2x2xf32>
    %103 = stablehlo.reshape %102 : (tensor<1x32x2x2xf32>) -> tensor<1x32x4xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %105 = stablehlo.cosine %104 : tensor<1x32x1x4xf32>
    %106 = stablehlo.sine %104 : tensor<1x32x1x4xf32>
    %107 = stablehlo.slice %45 [0:2, 0:32, 0:4, 0:2] : (tensor<2x32x4x4xf32>) -> tensor<2x32x4x2xf32>
    %108 = stablehlo.slice %45 [0:2, 0:32, 0:4, 2:4] : (tensor<2x32x4x4xf32>) -> tensor<2x32x4x2xf32>
    %109 = stablehlo.negate %108 : tensor<2x32x4x2xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 4] : (tensor<2x32x4x2xf32>) -> tensor<2x32x4x1x2xf32>
    %111 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 4] : (tensor<2x32x4x2xf32>) -> tensor<2x32x4x1x2xf32>
    %112 = stablehlo.concatenate %110, %111, dim = 3 : (tensor<2x32x4x1x2xf32>, tensor<2x32x4x1x2xf32>) -> tensor<2x32x4x2x2xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x32x4x2x2xf32>) -> tensor<2x32x4x4xf32>
    %114 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x32x1x4xf32>) -> tensor<2x32x4x4xf32>
    %115 = stablehlo.multiply %45, %114 : tensor<2x32x4x4xf32>
    %116 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<1x32x1x4xf32>) -> tensor<2x32x4x4xf32>
    %117 = stablehlo.multiply %113, %116 : tensor<2x32x4x4xf32>
    %118 = stablehlo.add %115, %117 : tensor<2x32x4x4xf32>
    %119 = stablehlo.concatenate %82, %44, dim = 3 : (tensor<2x32x4x4xf32>, tensor<2x32x4x12xf32>) -> tensor<2x32x4x16xf32>
    %120 = stablehlo.concatenate %118, %46, dim = 3 : (tensor<2x32x4x4xf32>, tensor<2x32x4x12xf32>) -> tensor<2x32x4x16xf32>
    %121 = stablehlo.broadcast_in_dim %15, dims = [0, 2, 3] : (tensor<2x32x32xi32>) -> tensor<2x1x32x32xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %122 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<2x1x32x32xi32>
    %123 = stablehlo.compare NE, %121, %122, SIGNED : (tensor<2x1x32x32xi32>, tensor<2x1x32x32xi32>) -> tensor<2x1x32x32xi1>
    %124 = stablehlo.convert %123 : tensor<2x1x32x32xi1>
    %125 = stablehlo.reshape %119 : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %126 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 3, 4] : (tensor<2x1x32x32xi1>) -> tensor<2x1x1x32x32xi1>
    %127 = stablehlo.dot_general %125, %120, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x1x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x1x32xf32>
    %cst_16 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x4x32x1x32xf32>
    %129 = stablehlo.multiply %127, %128 : tensor<2x4x32x1x32xf32>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %130 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i1>) -> tensor<2x4x32x32xi1>
    %131 = stablehlo.broadcast_in_dim %130, dims = [1, 2, 3, 4] : (tensor<2x4x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %132 = stablehlo.transpose %126, dims = [2, 0, 1, 3, 4] : (tensor<2x1x1x32x32xi1>) -> tensor<1x2x1x32x32xi1>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %134 = stablehlo.and %131, %133 : tensor<1x2x4x32x32xi1>
    %cst_18 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %135 = call @_where_1(%134, %129, %cst_18) : (tensor<1x2x4x32x32xi1>, tensor<2x4x32x1x32xf32>, tensor<f32>) -> tensor<1x2x4x32x32xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_19) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x4x32x32xf32>, tensor<f32>) -> tensor<1x2x4x32xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x2x4x32xf32>
    %138 = stablehlo.maximum %137, %136 : tensor<1x2x4x32xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<1x2x4x32xf32>) -> tensor<1x2x4x32x1xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x32xf32>
    %141 = stablehlo.subtract %135, %140 : tensor<1x2x4x32x32xf32>
    %142 = stablehlo.exponential %141 : tensor<1x2x4x32x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%142 init: %cst_21) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x32x32xf32>, tensor<f32>) -> tensor<1x2x4x32xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<1x2x4x32xf32>) -> tensor<1x2x4x32x1xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x32xf32>
    %146 = stablehlo.divide %142, %145 : tensor<1x2x4x32x32xf32>
    %147 = stablehlo.dot_general %42, %146, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<1x2x4x32x32xf32>) -> tensor<2x4x16x1x32xf32>
    %148 = stablehlo.transpose %147, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x32xf32>) -> tensor<1x2x32x4x16xf32>
    %149 = stablehlo.transpose %148, dims = [1, 2, 3, 0, 4] : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x32x4x1x16xf32>) -> tensor<2x32x4x16xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %152 = stablehlo.dot_general %151, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %153 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %155 = stablehlo.add %152, %154 : tensor<2x32x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%0 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %159 = stablehlo.divide %157, %158 : tensor<2x32x1xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %160 = call @_var(%0, %c_24) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %161 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %162 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_25 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %164 = stablehlo.add %160, %163 : tensor<2x32x1xf32>
    %165 = stablehlo.rsqrt %164 : tensor<2x32x1xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %167 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %168 = stablehlo.multiply %166, %167 : tensor<2x32x64xf32>
    %169 = stablehlo.negate %159 : tensor<2x32x1xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %171 = stablehlo.multiply %170, %168 : tensor<2x32x64xf32>
    %172 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %173 = stablehlo.add %171, %172 : tensor<2x32x64xf32>
    %174 = stablehlo.multiply %0, %168 : tensor<2x32x64xf32>
    %175 = stablehlo.add %174, %173 : tensor<2x32x64xf32>
    %176 = stablehlo.dot_general %175, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %177 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x32x128xf32>
    %179 = stablehlo.add %176, %178 : tensor<2x32x128xf32>
    %180 = stablehlo.multiply %179, %179 : tensor<2x32x128xf32>
    %181 = stablehlo.multiply %180, %179 : tensor<2x32x128xf32>
    %cst_26 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %183 = stablehlo.multiply %182, %181 : tensor<2x32x128xf32>
    %184 = stablehlo.add %179, %183 : tensor<2x32x128xf32>
    %cst_27 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %186 = stablehlo.multiply %185, %184 : tensor<2x32x128xf32>
    %187 = stablehlo.tanh %186 : tensor<2x32x128xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %189 = stablehlo.add %188, %187 : tensor<2x32x128xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %191 = stablehlo.multiply %190, %189 : tensor<2x32x128xf32>
    %192 = stablehlo.multiply %179, %191 : tensor<2x32x128xf32>
    %193 = stablehlo.dot_general %192, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %194 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %196 = stablehlo.add %193, %195 : tensor<2x32x64xf32>
    %197 = stablehlo.add %196, %155 : tensor<2x32x64xf32>
    %198 = stablehlo.add %197, %0 : tensor<2x32x64xf32>
    %199 = stablehlo.broadcast_in_dim %arg27, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %200 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %202 = stablehlo.add %200, %201 : tensor<32xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %204 = stablehlo.iota dim = 0 : tensor<32xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %206 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %207 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %208 = stablehlo.compare GE, %206, %207, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %209 = stablehlo.broadcast_in_dim %208, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<2x32x32xi1>
    %211 = stablehlo.convert %210 : (tensor<2x32x32xi1>) -> tensor<2x32x32xi32>
    %212 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<2x1x32xi32>) -> tensor<2x32x32xi32>
    %213 = stablehlo.minimum %212, %211 : tensor<2x32x32xi32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.reduce(%198 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %217 = stablehlo.divide %215, %216 : tensor<2x32x1xf32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %218 = call @_var(%198, %c_33) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %219 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %220 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_34 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %222 = stablehlo.add %218, %221 : tensor<2x32x1xf32>
    %223 = stablehlo.rsqrt %222 : tensor<2x32x1xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %225 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %226 = stablehlo.multiply %224, %225 : tensor<2x32x64xf32>
    %227 = stablehlo.negate %217 : tensor<2x32x1xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %229 = stablehlo.multiply %228, %226 : tensor<2x32x64xf32>
    %230 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %231 = stablehlo.add %229, %230 : tensor<2x32x64xf32>
    %232 = stablehlo.multiply %198, %226 : tensor<2x32x64xf32>
    %233 = stablehlo.add %232, %231 : tensor<2x32x64xf32>
    %234 = stablehlo.dot_general %233, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x48xf32>) -> tensor<2x32x4x48xf32>
    %235 = stablehlo.broadcast_in_dim %arg14, dims = [2, 3] : (tensor<4x48xf32>) -> tensor<1x1x4x48xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<1x1x4x48xf32>) -> tensor<2x32x4x48xf32>
    %237 = stablehlo.add %234, %236 : tensor<2x32x4x48xf32>
    %238 = stablehlo.slice %237 [0:2, 0:32, 0:4, 0:16] : (tensor<2x32x4x48xf32>) -> tensor<2x32x4x16xf32>
    %239 = stablehlo.slice %237 [0:2, 0:32, 0:4, 16:32] : (tensor<2x32x4x48xf32>) -> tensor<2x32x4x16xf32>
    %240 = stablehlo.slice %237 [0:2, 0:32, 0:4, 32:48] : (tensor<2x32x4x48xf32>) -> tensor<2x32x4x16xf32>
    %241 = stablehlo.slice %238 [0:2, 0:32, 0:4, 0:4] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x4xf32>
    %242 = stablehlo.slice %238 [0:2, 0:32, 0:4, 4:16] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x12xf32>
    %243 = stablehlo.slice %239 [0:2, 0:32, 0:4, 0:4] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x4xf32>
    %244 = stablehlo.slice %239 [0:2, 0:32, 0:4, 4:16] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x12xf32>
    %245 = stablehlo.iota dim = 0 : tensor<2xf32>
    %cst_35 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %247 = stablehlo.multiply %246, %245 : tensor<2xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %249 = stablehlo.add %248, %247 : tensor<2xf32>
    %cst_37 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %251 = stablehlo.divide %249, %250 : tensor<2xf32>
    %252 = stablehlo.negate %251 : tensor<2xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %254 = stablehlo.power %253, %252 : tensor<2xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %256 = stablehlo.divide %254, %255 : tensor<2xf32>
    %257 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %259 = stablehlo.add %257, %258 : tensor<32xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %261 = stablehlo.dot_general %260, %256, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<2xf32>) -> tensor<1x32x2xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 3] : (tensor<1x32x2xf32>) -> tensor<1x32x1x2xf32>
    %263 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 3] : (tensor<1x32x2xf32>) -> tensor<1x32x1x2xf32>
    %264 = stablehlo.concatenate %262, %263, dim = 2 : (tensor<1x32x1x2xf32>, tensor<1x32x1x2xf32>) -> tensor<1x32x2x2xf32>
    %265 = stablehlo.reshape %264 : (tensor<1x32x2x2xf32>) -> tensor<1x32x4xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %267 = stablehlo.cosine %266 : tensor<1x32x1x4xf32>
    %268 = stablehlo.sine %266 : tensor<1x32x1x4xf32>
    %269 = stablehlo.slice %241 [0:2, 0:32, 0:4, 0:2] : (tensor<2x32x4x4xf32>) -> tensor<2x32x4x2xf32>
    %270 = stablehlo.slice %241 [0:2, 0:32, 0:4, 2:4] : (tensor<2x32x4x4xf32>) -> tensor<2x32x4x2xf32>
    %271 = stablehlo.negate %270 : tensor<2x32x4x2xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2, 4] : (tensor<2x32x4x2xf32>) -> tensor<2x32x4x1x2xf32>
    %273 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2, 4] : (tensor<2x32x4x2xf32>) -> tensor<2x32x4x1x2xf32>
    %274 = stablehlo.concatenate %272, %273, dim = 3 : (tensor<2x32x4x1x2xf32>, tensor<2x32x4x1x2xf32>) -> tensor<2x32x4x2x2xf32>
    %275 = stablehlo.reshape %274 : (tensor<2x32x4x2x2xf32>) -> tensor<2x32x4x4xf32>
    %276 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 3] : (tensor<1x32x1x4xf32>) -> tensor<2x32x4x4xf32>
    %277 = stablehlo.multiply %241, %276 : tensor<2x32x4x4xf32>
    %278 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2, 3] : (tensor<1x32x1x4xf32>) -> tensor<2x32x4x4xf32>
    %279 = stablehlo.multiply %275, %278 : tensor<2x32x4x4xf32>
    %280 = stablehlo.add %277, %279 : tensor<2x32x4x4xf32>
    %281 = stablehlo.iota dim = 0 : tensor<2xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %283 = stablehlo.multiply %282, %281 : tensor<2xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %285 = stablehlo.add %284, %283 : tensor<2xf32>
    %cst_43 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %287 = stablehlo.divide %285, %286 : tensor<2xf32>
    %288 = stablehlo.negate %287 : tensor<2xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %290 = stablehlo.power %289, %288 : tensor<2xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %292 = stablehlo.divide %290, %291 : tensor<2xf32>
    %293 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %295 = stablehlo.add %293, %294 : tensor<32xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %297 = stablehlo.dot_general %296, %292, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<2xf32>) -> tensor<1x32x2xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 3] : (tensor<1x32x2xf32>) -> tensor<1x32x1x2xf32>
    %299 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 3] : (tensor<1x32x2xf32>) -> tensor<1x32x1x2xf32>
    %300 = stablehlo.concatenate %298, %299, dim = 2 : (tensor<1x32x1x2xf32>, tensor<1x32x1x2xf32>) -> tensor<1x32x2x2xf32>
    %301 = stablehlo.reshape %300 : (tensor<1x32x2x2xf32>) -> tensor<1x32x4xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %303 = stablehlo.cosine %302 : tensor<1x32x1x4xf32>
    %304 = stablehlo.sine %302 : tensor<1x32x1x4xf32>
    %305 = stablehlo.slice %243 [0:2, 0:32, 0:4, 0:2] : (tensor<2x32x4x4xf32>) -> tensor<2x32x4x2xf32>
    %306 = stablehlo.slice %243 [0:2, 0:32, 0:4, 2:4] : (tensor<2x32x4x4xf32>) -> tensor<2x32x4x2xf32>
    %307 = stablehlo.negate %306 : tensor<2x32x4x2xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2, 4] : (tensor<2x32x4x2xf32>) -> tensor<2x32x4x1x2xf32>
    %309 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2, 4] : (tensor<2x32x4x2xf32>) -> tensor<2x32x4x1x2xf32>
    %310 = stablehlo.concatenate %308, %309, dim = 3 : (tensor<2x32x4x1x2xf32>, tensor<2x32x4x1x2xf32>) -> tensor<2x32x4x2x2xf32>
    %311 = stablehlo.reshape %310 : (tensor<2x32x4x2x2xf32>) -> tensor<2x32x4x4xf32>
    %312 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2, 3] : (tensor<1x32x1x4xf32>) -> tensor<2x32x4x4xf32>
    %313 = stablehlo.multiply %243, %312 : tensor<2x32x4x4xf32>
    %314 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2, 3] : (tensor<1x32x1x4xf32>) -> tensor<2x32x4x4xf32>
    %315 = stablehlo.multiply %311, %314 : tensor<2x32x4x4xf32>
    %316 = stablehlo.add %313, %315 : tensor<2x32x4x4xf32>
    %317 = stablehlo.concatenate %280, %242, dim = 3 : (tensor<2x32x4x4xf32>, tensor<2x32x4x12xf32>) -> tensor<2x32x4x16xf32>
    %318 = stablehlo.concatenate %316, %244, dim = 3 : (tensor<2x32x4x4xf32>, tensor<2x32x4x12xf32>) -> tensor<2x32x4x16xf32>
    %319 = stablehlo.broadcast_in_dim %213, dims = [0, 2, 3] : (tensor<2x32x32xi32>) -> tensor<2x1x32x32xi32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %320 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<2x1x32x32xi32>
    %321 = stablehlo.compare NE, %319, %320, SIGNED : (tensor<2x1x32x32xi32>, tensor<2x1x32x32xi32>) -> tensor<2x1x32x32xi1>
    %322 = stablehlo.convert %321 : tensor<2x1x32x32xi1>
    %323 = stablehlo.reshape %317 : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %324 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 3, 4] : (tensor<2x1x32x32xi1>) -> tensor<2x1x1x32x32xi1>
    %325 = stablehlo.dot_general %323, %318, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x1x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x1x32xf32>
    %cst_48 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x4x32x1x32xf32>
    %327 = stablehlo.multiply %325, %326 : tensor<2x4x32x1x32xf32>
    %c_49 = stablehlo.constant dense<true> : tensor<i1>
    %328 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i1>) -> tensor<2x4x32x32xi1>
    %329 = stablehlo.broadcast_in_dim %328, dims = [1, 2, 3, 4] : (tensor<2x4x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %330 = stablehlo.transpose %324, dims = [2, 0, 1, 3, 4] : (tensor<2x1x1x32x32xi1>) -> tensor<1x2x1x32x32xi1>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %332 = stablehlo.and %329, %331 : tensor<1x2x4x32x32xi1>
    %cst_50 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %333 = call @_where_1(%332, %327, %cst_50) : (tensor<1x2x4x32x32xi1>, tensor<2x4x32x1x32xf32>, tensor<f32>) -> tensor<1x2x4x32x32xf32>
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %334 = stablehlo.reduce(%333 init: %cst_51) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x4x32x32xf32>, tensor<f32>) -> tensor<1x2x4x32xf32>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x2x4x32xf32>
    %336 = stablehlo.maximum %335, %334 : tensor<1x2x4x32xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2, 3] : (tensor<1x2x4x32xf32>) -> tensor<1x2x4x32x1xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x32xf32>
    %339 = stablehlo.subtract %333, %338 : tensor<1x2x4x32x32xf32>
    %340 = stablehlo.exponential %339 : tensor<1x2x4x32x32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.reduce(%340 init: %cst_53) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x32x32xf32>, tensor<f32>) -> tensor<1x2x4x32xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 3] : (tensor<1x2x4x32xf32>) -> tensor<1x2x4x32x1xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x32xf32>
    %344 = stablehlo.divide %340, %343 : tensor<1x2x4x32x32xf32>
    %345 = stablehlo.dot_general %240, %344, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<1x2x4x32x32xf32>) -> tensor<2x4x16x1x32xf32>
    %346 = stablehlo.transpose %345, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x32xf32>) -> tensor<1x2x32x4x16xf32>
    %347 = stablehlo.transpose %346, dims = [1, 2, 3, 0, 4] : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %348 = stablehlo.reshape %347 : (tensor<2x32x4x1x16xf32>) -> tensor<2x32x4x16xf32>
    %349 = stablehlo.reshape %348 : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %350 = stablehlo.dot_general %349, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %351 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %353 = stablehlo.add %350, %352 : tensor<2x32x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.reduce(%198 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_55 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %357 = stablehlo.divide %355, %356 : tensor<2x32x1xf32>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %358 = call @_var(%198, %c_56) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %359 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %360 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_57 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %362 = stablehlo.add %358, %361 : tensor<2x32x1xf32>
    %363 = stablehlo.rsqrt %362 : tensor<2x32x1xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %365 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %366 = stablehlo.multiply %364, %365 : tensor<2x32x64xf32>
    %367 = stablehlo.negate %357 : tensor<2x32x1xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %369 = stablehlo.multiply %368, %366 : tensor<2x32x64xf32>
    %370 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %371 = stablehlo.add %369, %370 : tensor<2x32x64xf32>
    %372 = stablehlo.multiply %198, %366 : tensor<2x32x64xf32>
    %373 = stablehlo.add %372, %371 : tensor<2x32x64xf32>
    %374 = stablehlo.dot_general %373, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %375 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x32x128xf32>
    %377 = stablehlo.add %374, %376 : tensor<2x32x128xf32>
    %378 = stablehlo.multiply %377, %377 : tensor<2x32x128xf32>
    %379 = stablehlo.multiply %378, %377 : tensor<2x32x128xf32>
    %cst_58 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %381 = stablehlo.multiply %380, %379 : tensor<2x32x128xf32>
    %382 = stablehlo.add %377, %381 : tensor<2x32x128xf32>
    %cst_59 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %384 = stablehlo.multiply %383, %382 : tensor<2x32x128xf32>
    %385 = stablehlo.tanh %384 : tensor<2x32x128xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %387 = stablehlo.add %386, %385 : tensor<2x32x128xf32>
    %cst_61 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %389 = stablehlo.multiply %388, %387 : tensor<2x32x128xf32>
    %390 = stablehlo.multiply %377, %389 : tensor<2x32x128xf32>
    %391 = stablehlo.dot_general %390, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %392 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %394 = stablehlo.add %391, %393 : tensor<2x32x64xf32>
    %395 = stablehlo.add %394, %353 : tensor<2x32x64xf32>
    %396 = stablehlo.add %395, %198 : tensor<2x32x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.reduce(%396 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_63 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %400 = stablehlo.divide %398, %399 : tensor<2x32x1xf32>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %401 = call @_var(%396, %c_64) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %402 = stablehlo.reshape %arg25 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %403 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_65 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %405 = stablehlo.add %401, %404 : tensor<2x32x1xf32>
    %406 = stablehlo.rsqrt %405 : tensor<2x32x1xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %408 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %409 = stablehlo.multiply %407, %408 : tensor<2x32x64xf32>
    %410 = stablehlo.negate %400 : tensor<2x32x1xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %412 = stablehlo.multiply %411, %409 : tensor<2x32x64xf32>
    %413 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %414 = stablehlo.add %412, %413 : tensor<2x32x64xf32>
    %415 = stablehlo.multiply %396, %409 : tensor<2x32x64xf32>
    %416 = stablehlo.add %415, %414 : tensor<2x32x64xf32>
    return %416 : tensor<2x32x64xf32>
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
  func.func private @_var(%arg0: tensor<2x32x64xf32>, %arg1: tensor<i32>) -> tensor<2x32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x32x64xf32>
    %6 = chlo.square %5 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x32x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_0(%13, %12, %cst_4) : (tensor<i1>, tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32x1xf32>
    return %14 : tensor<2x32x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<2x32x1xf32>, %arg2: tensor<f32>) -> tensor<2x32x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x32x1xf32>
    return %2 : tensor<2x32x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x2x4x32x32xi1>, %arg1: tensor<2x4x32x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x2x4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<2x4x32x1x32xf32>) -> tensor<1x2x4x32x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x2x4x32x32xi1>, tensor<1x2x4x32x32xf32>
    return %3 : tensor<1x2x4x32x32xf32>
  }
}
