module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x64xf32>, %arg1: tensor<64x4x16xf32>, %arg2: tensor<64x2x16xf32>, %arg3: tensor<64x2x16xf32>, %arg4: tensor<4x16x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x128xf32>, %arg7: tensor<64x128xf32>, %arg8: tensor<128x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x4x16xf32>, %arg11: tensor<64x2x16xf32>, %arg12: tensor<64x2x16xf32>, %arg13: tensor<4x16x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64x128xf32>, %arg16: tensor<64x128xf32>, %arg17: tensor<128x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<2x32xi32>, %arg21: tensor<2x32xi32>) -> (tensor<2x32x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg21) : (tensor<512x64xf32>, tensor<2x32xi32>) -> tensor<2x32x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg20, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
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
    %13 = stablehlo.iota dim = 0 : tensor<32xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %16 = stablehlo.add %14, %15 : tensor<32x1xi32>
    %17 = stablehlo.iota dim = 0 : tensor<32xi32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %20 = stablehlo.add %18, %19 : tensor<1x32xi32>
    %21 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %23 = stablehlo.compare LT, %21, %22, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %24 = stablehlo.convert %23 : (tensor<32x32xi1>) -> tensor<32x32xi32>
    %25 = stablehlo.convert %12 : (tensor<2x32x32xi1>) -> tensor<2x32x32xi32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<32x32xi32>) -> tensor<1x32x32xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<2x32x32xi32>
    %28 = stablehlo.minimum %25, %27 : tensor<2x32x32xi32>
    %29 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<2x1x32xi32>) -> tensor<2x32x32xi32>
    %30 = stablehlo.minimum %29, %28 : tensor<2x32x32xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %31 = stablehlo.convert %c_1 : (tensor<i32>) -> tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %33 = stablehlo.power %0, %32 : tensor<2x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %37 = stablehlo.divide %35, %36 : tensor<2x32x1xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %39 = stablehlo.add %37, %38 : tensor<2x32x1xf32>
    %40 = stablehlo.rsqrt %39 : tensor<2x32x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %42 = stablehlo.multiply %0, %41 : tensor<2x32x64xf32>
    %43 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %45 = stablehlo.multiply %42, %44 : tensor<2x32x64xf32>
    %46 = stablehlo.dot_general %45, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %47 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %51 = stablehlo.add %50, %49 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %53 = stablehlo.divide %51, %52 : tensor<8xf32>
    %54 = stablehlo.negate %53 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %56 = stablehlo.power %55, %54 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %58 = stablehlo.divide %56, %57 : tensor<8xf32>
    %59 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %61 = stablehlo.add %59, %60 : tensor<32xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %63 = stablehlo.dot_general %62, %58, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %66 = stablehlo.concatenate %64, %65, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %67 = stablehlo.reshape %66 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %69 = stablehlo.cosine %68 : tensor<1x32x1x16xf32>
    %70 = stablehlo.sine %68 : tensor<1x32x1x16xf32>
    %71 = stablehlo.slice %46 [0:2, 0:32, 0:4, 0:8] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %72 = stablehlo.slice %46 [0:2, 0:32, 0:4, 8:16] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %73 = stablehlo.negate %72 : tensor<2x32x4x8xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 4] : (tensor<2x32x4x8xf32>) -> tensor<2x32x4x1x8xf32>
    %75 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 4] : (tensor<2x32x4x8xf32>) -> tensor<2x32x4x1x8xf32>
    %76 = stablehlo.concatenate %74, %75, dim = 3 : (tensor<2x32x4x1x8xf32>, tensor<2x32x4x1x8xf32>) -> tensor<2x32x4x2x8xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x32x4x2x8xf32>) -> tensor<2x32x4x16xf32>
    %78 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<2x32x4x16xf32>
    %79 = stablehlo.multiply %46, %78 : tensor<2x32x4x16xf32>
    %80 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<2x32x4x16xf32>
    %81 = stablehlo.multiply %77, %80 : tensor<2x32x4x16xf32>
    %82 = stablehlo.add %79, %81 : tensor<2x32x4x16xf32>
    %83 = stablehlo.dot_general %45, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x2x16xf32>) -> tensor<2x32x2x16xf32>
    %84 = stablehlo.dot_general %45, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x2x16xf32>) -> tensor<2x32x2x16xf32>
    %85 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %87 = stablehlo.multiply %86, %85 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %89 = stablehlo.add %88, %87 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %91 = stablehlo.divide %89, %90 : tensor<8xf32>
    %92 = stablehlo.negate %91 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %94 = stablehlo.power %93, %92 : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %96 = stablehlo.divide %94, %95 : tensor<8xf32>
    %97 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %99 = stablehlo.add %97, %98 : tensor<32xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %101 = stablehlo.dot_general %100, %96, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %104 = stablehlo.concatenate %102, %103, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %105 = stablehlo.reshape %104 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %107 = stablehlo.cosine %106 : tensor<1x32x1x16xf32>
    %108 = stablehlo.sine %106 : tensor<1x32x1x16xf32>
    %109 = stablehlo.slice %83 [0:2, 0:32, 0:2, 0:8] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %110 = stablehlo.slice %83 [0:2, 0:32, 0:2, 8:16] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %111 = stablehlo.negate %110 : tensor<2x32x2x8xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 4] : (tensor<2x32x2x8xf32>) -> tensor<2x32x2x1x8xf32>
    %113 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 4] : (tensor<2x32x2x8xf32>) -> tensor<2x32x2x1x8xf32>
    %114 = stablehlo.concatenate %112, %113, dim = 3 : (tensor<2x32x2x1x8xf32>, tensor<2x32x2x1x8xf32>) -> tensor<2x32x2x2x8xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x32x2x2x8xf32>) -> tensor<2x32x2x16xf32>
    %116 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<2x32x2x16xf32>
    %117 = stablehlo.multiply %83, %116 : tensor<2x32x2x16xf32>
    %118 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<2x32x2x16xf32>
    %119 = stablehlo.multiply %115, %118 : tensor<2x32x2x16xf32>
    %120 = stablehlo.add %117, %119 : tensor<2x32x2x16xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 4] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x2x16xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x32x2x2x16xf32>) -> tensor<2x32x4x16xf32>
    %123 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 4] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x2x16xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x32x2x2x16xf32>) -> tensor<2x32x4x16xf32>
    %125 = stablehlo.broadcast_in_dim %30, dims = [0, 2, 3] : (tensor<2x32x32xi32>) -> tensor<2x1x32x32xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %126 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<2x1x32x32xi32>
    %127 = stablehlo.compare NE, %125, %126, SIGNED : (tensor<2x1x32x32xi32>, tensor<2x1x32x32xi32>) -> tensor<2x1x32x32xi1>
    %128 = stablehlo.convert %127 : tensor<2x1x32x32xi1>
    %129 = stablehlo.reshape %82 : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %130 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 3, 4] : (tensor<2x1x32x32xi1>) -> tensor<2x1x1x32x32xi1>
    %131 = stablehlo.dot_general %129, %122, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x1x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x1x32xf32>
    %cst_18 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x4x32x1x32xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<2x4x32x1x32xf32>
    %c_19 = stablehlo.constant dense<true> : tensor<i1>
    %134 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i1>) -> tensor<2x4x32x32xi1>
    %135 = stablehlo.broadcast_in_dim %134, dims = [1, 2, 3, 4] : (tensor<2x4x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %136 = stablehlo.transpose %130, dims = [2, 0, 1, 3, 4] : (tensor<2x1x1x32x32xi1>) -> tensor<1x2x1x32x32xi1>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %138 = stablehlo.and %135, %137 : tensor<1x2x4x32x32xi1>
    %cst_20 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %139 = call @_where_0(%138, %133, %cst_20) : (tensor<1x2x4x32x32xi1>, tensor<2x4x32x1x32xf32>, tensor<f32>) -> tensor<1x2x4x32x32xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_21) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x4x32x32xf32>, tensor<f32>) -> tensor<1x2x4x32xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x2x4x32xf32>
    %142 = stablehlo.maximum %141, %140 : tensor<1x2x4x32xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<1x2x4x32xf32>) -> tensor<1x2x4x32x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x32xf32>
    %145 = stablehlo.subtract %139, %144 : tensor<1x2x4x32x32xf32>
    %146 = stablehlo.exponential %145 : tensor<1x2x4x32x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_23) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x32x32xf32>, tensor<f32>) -> tensor<1x2x4x32xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] : (tensor<1x2x4x32xf32>) -> tensor<1x2x4x32x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x32xf32>
    %150 = stablehlo.divide %146, %149 : tensor<1x2x4x32x32xf32>
    %151 = stablehlo.dot_general %124, %150, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<1x2x4x32x32xf32>) -> tensor<2x4x16x1x32xf32>
    %152 = stablehlo.transpose %151, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x32xf32>) -> tensor<1x2x32x4x16xf32>
    %153 = stablehlo.transpose %152, dims = [1, 2, 3, 0, 4] : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x32x4x1x16xf32>) -> tensor<2x32x4x16xf32>
    %155 = stablehlo.dot_general %154, %arg4, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x32x64xf32>
    %156 = stablehlo.add %155, %0 : tensor<2x32x64xf32>
    %c_24 = stablehlo.constant dense<2> : tensor<i32>
    %157 = stablehlo.convert %c_24 : (tensor<i32>) -> tensor<f32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %159 = stablehlo.power %156, %158 : tensor<2x32x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %163 = stablehlo.divide %161, %162 : tensor<2x32x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %165 = stablehlo.add %163, %164 : tensor<2x32x1xf32>
    %166 = stablehlo.rsqrt %165 : tensor<2x32x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %168 = stablehlo.multiply %156, %167 : tensor<2x32x64xf32>
    %169 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %171 = stablehlo.multiply %168, %170 : tensor<2x32x64xf32>
    %172 = stablehlo.dot_general %171, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %173 = call @silu(%172) : (tensor<2x32x128xf32>) -> tensor<2x32x128xf32>
    %174 = stablehlo.dot_general %171, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %175 = stablehlo.multiply %174, %173 : tensor<2x32x128xf32>
    %176 = stablehlo.dot_general %175, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %177 = stablehlo.add %176, %156 : tensor<2x32x64xf32>
    %178 = stablehlo.broadcast_in_dim %arg20, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %179 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %181 = stablehlo.add %179, %180 : tensor<32xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %183 = stablehlo.iota dim = 0 : tensor<32xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %185 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %186 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %187 = stablehlo.compare GE, %185, %186, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %188 = stablehlo.broadcast_in_dim %187, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<2x32x32xi1>
    %190 = stablehlo.iota dim = 0 : tensor<32xi32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %192 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %193 = stablehlo.add %191, %192 : tensor<32x1xi32>
    %194 = stablehlo.iota dim = 0 : tensor<32xi32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %c_30 = stablehlo.constant dense<16> : tensor<i32>
    %196 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %197 = stablehlo.add %195, %196 : tensor<1x32xi32>
    %198 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %199 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %200 = stablehlo.compare LT, %198, %199, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %201 = stablehlo.convert %200 : (tensor<32x32xi1>) -> tensor<32x32xi32>
    %202 = stablehlo.convert %189 : (tensor<2x32x32xi1>) -> tensor<2x32x32xi32>
    %203 = stablehlo.broadcast_in_dim %201, dims = [1, 2] : (tensor<32x32xi32>) -> tensor<1x32x32xi32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<2x32x32xi32>
    %205 = stablehlo.minimum %202, %204 : tensor<2x32x32xi32>
    %206 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<2x1x32xi32>) -> tensor<2x32x32xi32>
    %207 = stablehlo.minimum %206, %205 : tensor<2x32x32xi32>
    %c_31 = stablehlo.constant dense<2> : tensor<i32>
    %208 = stablehlo.convert %c_31 : (tensor<i32>) -> tensor<f32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %210 = stablehlo.power %177, %209 : tensor<2x32x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.reduce(%210 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_33 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %214 = stablehlo.divide %212, %213 : tensor<2x32x1xf32>
    %cst_34 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %216 = stablehlo.add %214, %215 : tensor<2x32x1xf32>
    %217 = stablehlo.rsqrt %216 : tensor<2x32x1xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %219 = stablehlo.multiply %177, %218 : tensor<2x32x64xf32>
    %220 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %222 = stablehlo.multiply %219, %221 : tensor<2x32x64xf32>
    %223 = stablehlo.dot_general %222, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %224 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_35 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<8xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %228 = stablehlo.add %227, %226 : tensor<8xf32>
    %cst_37 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %230 = stablehlo.divide %228, %229 : tensor<8xf32>
    %231 = stablehlo.negate %230 : tensor<8xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %233 = stablehlo.power %232, %231 : tensor<8xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %235 = stablehlo.divide %233, %234 : tensor<8xf32>
    %236 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32xf32>
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
    %260 = stablehlo.dot_general %222, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x2x16xf32>) -> tensor<2x32x2x16xf32>
    %261 = stablehlo.dot_general %222, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x2x16xf32>) -> tensor<2x32x2x16xf32>
    %262 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %264 = stablehlo.multiply %263, %262 : tensor<8xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %266 = stablehlo.add %265, %264 : tensor<8xf32>
    %cst_43 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %268 = stablehlo.divide %266, %267 : tensor<8xf32>
    %269 = stablehlo.negate %268 : tensor<8xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %271 = stablehlo.power %270, %269 : tensor<8xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %273 = stablehlo.divide %271, %272 : tensor<8xf32>
    %274 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %276 = stablehlo.add %274, %275 : tensor<32xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %278 = stablehlo.dot_general %277, %273, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %280 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %281 = stablehlo.concatenate %279, %280, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %282 = stablehlo.reshape %281 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %284 = stablehlo.cosine %283 : tensor<1x32x1x16xf32>
    %285 = stablehlo.sine %283 : tensor<1x32x1x16xf32>
    %286 = stablehlo.slice %260 [0:2, 0:32, 0:2, 0:8] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %287 = stablehlo.slice %260 [0:2, 0:32, 0:2, 8:16] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %288 = stablehlo.negate %287 : tensor<2x32x2x8xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2, 4] : (tensor<2x32x2x8xf32>) -> tensor<2x32x2x1x8xf32>
    %290 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2, 4] : (tensor<2x32x2x8xf32>) -> tensor<2x32x2x1x8xf32>
    %291 = stablehlo.concatenate %289, %290, dim = 3 : (tensor<2x32x2x1x8xf32>, tensor<2x32x2x1x8xf32>) -> tensor<2x32x2x2x8xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x32x2x2x8xf32>) -> tensor<2x32x2x16xf32>
    %293 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<2x32x2x16xf32>
    %294 = stablehlo.multiply %260, %293 : tensor<2x32x2x16xf32>
    %295 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<2x32x2x16xf32>
    %296 = stablehlo.multiply %292, %295 : tensor<2x32x2x16xf32>
    %297 = stablehlo.add %294, %296 : tensor<2x32x2x16xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2, 4] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x2x16xf32>
    %299 = stablehlo.reshape %298 : (tensor<2x32x2x2x16xf32>) -> tensor<2x32x4x16xf32>
    %300 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 4] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x2x16xf32>
    %301 = stablehlo.reshape %300 : (tensor<2x32x2x2x16xf32>) -> tensor<2x32x4x16xf32>
    %302 = stablehlo.broadcast_in_dim %207, dims = [0, 2, 3] : (tensor<2x32x32xi32>) -> tensor<2x1x32x32xi32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %303 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<2x1x32x32xi32>
    %304 = stablehlo.compare NE, %302, %303, SIGNED : (tensor<2x1x32x32xi32>, tensor<2x1x32x32xi32>) -> tensor<2x1x32x32xi1>
    %305 = stablehlo.convert %304 : tensor<2x1x32x32xi1>
    %306 = stablehlo.reshape %259 : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %307 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 3, 4] : (tensor<2x1x32x32xi1>) -> tensor<2x1x1x32x32xi1>
    %308 = stablehlo.dot_general %306, %299, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x1x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x1x32xf32>
    %cst_48 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x4x32x1x32xf32>
    %310 = stablehlo.multiply %308, %309 : tensor<2x4x32x1x32xf32>
    %c_49 = stablehlo.constant dense<true> : tensor<i1>
    %311 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i1>) -> tensor<2x4x32x32xi1>
    %312 = stablehlo.broadcast_in_dim %311, dims = [1, 2, 3, 4] : (tensor<2x4x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %313 = stablehlo.transpose %307, dims = [2, 0, 1, 3, 4] : (tensor<2x1x1x32x32xi1>) -> tensor<1x2x1x32x32xi1>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %315 = stablehlo.and %312, %314 : tensor<1x2x4x32x32xi1>
    %cst_50 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %316 = call @_where_0(%315, %310, %cst_50) : (tensor<1x2x4x32x32xi1>, tensor<2x4x32x1x32xf32>, tensor<f32>) -> tensor<1x2x4x32x32xf32>
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %317 = stablehlo.reduce(%316 init: %cst_51) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x4x32x32xf32>, tensor<f32>) -> tensor<1x2x4x32xf32>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x2x4x32xf32>
    %319 = stablehlo.maximum %318, %317 : tensor<1x2x4x32xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2, 3] : (tensor<1x2x4x32xf32>) -> tensor<1x2x4x32x1xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x32xf32>
    %322 = stablehlo.subtract %316, %321 : tensor<1x2x4x32x32xf32>
    %323 = stablehlo.exponential %322 : tensor<1x2x4x32x32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.reduce(%323 init: %cst_53) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x32x32xf32>, tensor<f32>) -> tensor<1x2x4x32xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2, 3] : (tensor<1x2x4x32xf32>) -> tensor<1x2x4x32x1xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x32xf32>
    %327 = stablehlo.divide %323, %326 : tensor<1x2x4x32x32xf32>
    %328 = stablehlo.dot_general %301, %327, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<1x2x4x32x32xf32>) -> tensor<2x4x16x1x32xf32>
    %329 = stablehlo.transpose %328, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x32xf32>) -> tensor<1x2x32x4x16xf32>
    %330 = stablehlo.transpose %329, dims = [1, 2, 3, 0, 4] : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %331 = stablehlo.reshape %330 : (tensor<2x32x4x1x16xf32>) -> tensor<2x32x4x16xf32>
    %332 = stablehlo.dot_general %331, %arg13, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x32x64xf32>
    %333 = stablehlo.add %332, %177 : tensor<2x32x64xf32>
    %c_54 = stablehlo.constant dense<2> : tensor<i32>
    %334 = stablehlo.convert %c_54 : (tensor<i32>) -> tensor<f32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %336 = stablehlo.power %333, %335 : tensor<2x32x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.reduce(%336 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_56 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %340 = stablehlo.divide %338, %339 : tensor<2x32x1xf32>
    %cst_57 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %342 = stablehlo.add %340, %341 : tensor<2x32x1xf32>
    %343 = stablehlo.rsqrt %342 : tensor<2x32x1xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %345 = stablehlo.multiply %333, %344 : tensor<2x32x64xf32>
    %346 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %348 = stablehlo.multiply %345, %347 : tensor<2x32x64xf32>
    %349 = stablehlo.dot_general %348, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %350 = call @silu(%349) : (tensor<2x32x128xf32>) -> tensor<2x32x128xf32>
    %351 = stablehlo.dot_general %348, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %352 = stablehlo.multiply %351, %350 : tensor<2x32x128xf32>
    %353 = stablehlo.dot_general %352, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %354 = stablehlo.add %353, %333 : tensor<2x32x64xf32>
    %c_58 = stablehlo.constant dense<2> : tensor<i32>
    %355 = stablehlo.convert %c_58 : (tensor<i32>) -> tensor<f32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %357 = stablehlo.power %354, %356 : tensor<2x32x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %358 = stablehlo.reduce(%357 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_60 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %361 = stablehlo.divide %359, %360 : tensor<2x32x1xf32>
    %cst_61 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %363 = stablehlo.add %361, %362 : tensor<2x32x1xf32>
    %364 = stablehlo.rsqrt %363 : tensor<2x32x1xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %366 = stablehlo.multiply %354, %365 : tensor<2x32x64xf32>
    %367 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %369 = stablehlo.multiply %366, %368 : tensor<2x32x64xf32>
    return %369 : tensor<2x32x64xf32>
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
  func.func private @_where_0(%arg0: tensor<1x2x4x32x32xi1>, %arg1: tensor<2x4x32x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x2x4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<2x4x32x1x32xf32>) -> tensor<1x2x4x32x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x2x4x32x32xi1>, tensor<1x2x4x32x32xf32>
    return %3 : tensor<1x2x4x32x32xf32>
  }
  func.func private @silu(%arg0: tensor<2x32x128xf32>) -> tensor<2x32x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x32x128xf32>
    %1 = stablehlo.exponential %0 : tensor<2x32x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x32x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x32x128xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x32x128xf32>
    return %6 : tensor<2x32x128xf32>
  }
}
