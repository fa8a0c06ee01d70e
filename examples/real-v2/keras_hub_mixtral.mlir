module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x64xf32>, %arg1: tensor<64x4x16xf32>, %arg2: tensor<64x2x16xf32>, %arg3: tensor<64x2x16xf32>, %arg4: tensor<4x16x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x4xf32>, %arg7: tensor<4x64x128xf32>, %arg8: tensor<4x64x128xf32>, %arg9: tensor<4x128x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<2x16xi32>, %arg13: tensor<2x16xi32>) -> (tensor<2x16x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg13) : (tensor<512x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg12, dims = [0, 2] : (tensor<2x16xi32>) -> tensor<2x1x16xi32>
    %2 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.add %2, %3 : tensor<16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %6 = stablehlo.iota dim = 0 : tensor<16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x16xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %10 = stablehlo.compare GE, %8, %9, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x16x16xi1>) -> tensor<2x16x16xi1>
    %13 = stablehlo.iota dim = 0 : tensor<16xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %16 = stablehlo.add %14, %15 : tensor<16x1xi32>
    %17 = stablehlo.iota dim = 0 : tensor<16xi32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x16xi32>
    %20 = stablehlo.add %18, %19 : tensor<1x16xi32>
    %21 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %23 = stablehlo.compare LT, %21, %22, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %24 = stablehlo.convert %23 : (tensor<16x16xi1>) -> tensor<16x16xi32>
    %25 = stablehlo.convert %12 : (tensor<2x16x16xi1>) -> tensor<2x16x16xi32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<16x16xi32>) -> tensor<1x16x16xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x16x16xi32>) -> tensor<2x16x16xi32>
    %28 = stablehlo.minimum %25, %27 : tensor<2x16x16xi32>
    %29 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<2x1x16xi32>) -> tensor<2x16x16xi32>
    %30 = stablehlo.minimum %29, %28 : tensor<2x16x16xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %31 = stablehlo.convert %c_1 : (tensor<i32>) -> tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %33 = stablehlo.power %0, %32 : tensor<2x16x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %37 = stablehlo.divide %35, %36 : tensor<2x16x1xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %39 = stablehlo.add %37, %38 : tensor<2x16x1xf32>
    %40 = stablehlo.rsqrt %39 : tensor<2x16x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %42 = stablehlo.multiply %0, %41 : tensor<2x16x64xf32>
    %43 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %45 = stablehlo.multiply %42, %44 : tensor<2x16x64xf32>
    %46 = stablehlo.dot_general %45, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
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
    %59 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %61 = stablehlo.add %59, %60 : tensor<16xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %63 = stablehlo.dot_general %62, %58, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x16xf32>, tensor<8xf32>) -> tensor<1x16x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<1x16x8xf32>) -> tensor<1x16x1x8xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<1x16x8xf32>) -> tensor<1x16x1x8xf32>
    %66 = stablehlo.concatenate %64, %65, dim = 2 : (tensor<1x16x1x8xf32>, tensor<1x16x1x8xf32>) -> tensor<1x16x2x8xf32>
    %67 = stablehlo.reshape %66 : (tensor<1x16x2x8xf32>) -> tensor<1x16x16xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 3] : (tensor<1x16x16xf32>) -> tensor<1x16x1x16xf32>
    %69 = stablehlo.cosine %68 : tensor<1x16x1x16xf32>
    %70 = stablehlo.sine %68 : tensor<1x16x1x16xf32>
    %71 = stablehlo.slice %46 [0:2, 0:16, 0:4, 0:8] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %72 = stablehlo.slice %46 [0:2, 0:16, 0:4, 8:16] : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x8xf32>
    %73 = stablehlo.negate %72 : tensor<2x16x4x8xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 4] : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x1x8xf32>
    %75 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 4] : (tensor<2x16x4x8xf32>) -> tensor<2x16x4x1x8xf32>
    %76 = stablehlo.concatenate %74, %75, dim = 3 : (tensor<2x16x4x1x8xf32>, tensor<2x16x4x1x8xf32>) -> tensor<2x16x4x2x8xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x16x4x2x8xf32>) -> tensor<2x16x4x16xf32>
    %78 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<2x16x4x16xf32>
    %79 = stablehlo.multiply %46, %78 : tensor<2x16x4x16xf32>
    %80 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<2x16x4x16xf32>
    %81 = stablehlo.multiply %77, %80 : tensor<2x16x4x16xf32>
    %82 = stablehlo.add %79, %81 : tensor<2x16x4x16xf32>
    %83 = stablehlo.dot_general %45, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x2x16xf32>) -> tensor<2x16x2x16xf32>
    %84 = stablehlo.dot_general %45, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x2x16xf32>) -> tensor<2x16x2x16xf32>
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
    %97 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %99 = stablehlo.add %97, %98 : tensor<16xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %101 = stablehlo.dot_general %100, %96, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x16xf32>, tensor<8xf32>) -> tensor<1x16x8xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 3] : (tensor<1x16x8xf32>) -> tensor<1x16x1x8xf32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 3] : (tensor<1x16x8xf32>) -> tensor<1x16x1x8xf32>
    %104 = stablehlo.concatenate %102, %103, dim = 2 : (tensor<1x16x1x8xf32>, tensor<1x16x1x8xf32>) -> tensor<1x16x2x8xf32>
    %105 = stablehlo.reshape %104 : (tensor<1x16x2x8xf32>) -> tensor<1x16x16xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 3] : (tensor<1x16x16xf32>) -> tensor<1x16x1x16xf32>
    %107 = stablehlo.cosine %106 : tensor<1x16x1x16xf32>
    %108 = stablehlo.sine %106 : tensor<1x16x1x16xf32>
    %109 = stablehlo.slice %83 [0:2, 0:16, 0:2, 0:8] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %110 = stablehlo.slice %83 [0:2, 0:16, 0:2, 8:16] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x8xf32>
    %111 = stablehlo.negate %110 : tensor<2x16x2x8xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 4] : (tensor<2x16x2x8xf32>) -> tensor<2x16x2x1x8xf32>
    %113 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 4] : (tensor<2x16x2x8xf32>) -> tensor<2x16x2x1x8xf32>
    %114 = stablehlo.concatenate %112, %113, dim = 3 : (tensor<2x16x2x1x8xf32>, tensor<2x16x2x1x8xf32>) -> tensor<2x16x2x2x8xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x16x2x2x8xf32>) -> tensor<2x16x2x16xf32>
    %116 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<2x16x2x16xf32>
    %117 = stablehlo.multiply %83, %116 : tensor<2x16x2x16xf32>
    %118 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<2x16x2x16xf32>
    %119 = stablehlo.multiply %115, %118 : tensor<2x16x2x16xf32>
    %120 = stablehlo.add %117, %119 : tensor<2x16x2x16xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %123 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 4] : (tensor<2x16x2x16xf32>) -> tensor<2x16x2x2x16xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x16x2x2x16xf32>) -> tensor<2x16x4x16xf32>
    %125 = stablehlo.dot_general %82, %122, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %cst_17 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %127 = stablehlo.multiply %125, %126 : tensor<2x4x16x16xf32>
    %128 = stablehlo.broadcast_in_dim %30, dims = [0, 2, 3] : (tensor<2x16x16xi32>) -> tensor<2x1x16x16xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %129 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<2x1x16x16xi32>
    %130 = stablehlo.compare GT, %128, %129, SIGNED : (tensor<2x1x16x16xi32>, tensor<2x1x16x16xi32>) -> tensor<2x1x16x16xi1>
    %cst_19 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %131 = call @_where_0(%130, %127, %cst_19) : (tensor<2x1x16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %134 = stablehlo.maximum %133, %132 : tensor<2x4x16xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %137 = stablehlo.subtract %131, %136 : tensor<2x4x16x16xf32>
    %138 = stablehlo.exponential %137 : tensor<2x4x16x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %142 = stablehlo.divide %138, %141 : tensor<2x4x16x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = call @_where_0(%130, %142, %cst_23) : (tensor<2x1x16x16xi1>, tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16x16xf32>
    %144 = stablehlo.dot_general %124, %143, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %145 = stablehlo.transpose %144, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %146 = stablehlo.dot_general %145, %arg4, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x16x64xf32>
    %147 = stablehlo.add %146, %0 : tensor<2x16x64xf32>
    %c_24 = stablehlo.constant dense<2> : tensor<i32>
    %148 = stablehlo.convert %c_24 : (tensor<i32>) -> tensor<f32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %150 = stablehlo.power %147, %149 : tensor<2x16x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %154 = stablehlo.divide %152, %153 : tensor<2x16x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %156 = stablehlo.add %154, %155 : tensor<2x16x1xf32>
    %157 = stablehlo.rsqrt %156 : tensor<2x16x1xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %159 = stablehlo.multiply %147, %158 : tensor<2x16x64xf32>
    %160 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %162 = stablehlo.multiply %159, %161 : tensor<2x16x64xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %164 = stablehlo.dot_general %163, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x4xf32>) -> tensor<32x4xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %165 = stablehlo.reduce(%164 init: %cst_28) applies stablehlo.maximum across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %167 = stablehlo.maximum %166, %165 : tensor<32xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %170 = stablehlo.subtract %164, %169 : tensor<32x4xf32>
    %171 = stablehlo.exponential %170 : tensor<32x4xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_30) applies stablehlo.add across dimensions = [1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<32xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x4xf32>
    %175 = stablehlo.divide %171, %174 : tensor<32x4xf32>
    %values, %indices = chlo.top_k(%175, k = 2) : tensor<32x4xf32> -> (tensor<32x2xf32>, tensor<32x2xi32>)
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%values init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<32x2xf32>, tensor<f32>) -> tensor<32xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x2xf32>
    %179 = stablehlo.divide %values, %178 : tensor<32x2xf32>
    %180 = call @_one_hot(%indices) : (tensor<32x2xi32>) -> tensor<32x2x4xf32>
    %181 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<32x2xf32>) -> tensor<32x2x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<32x2x1xf32>) -> tensor<32x2x4xf32>
    %183 = stablehlo.multiply %180, %182 : tensor<32x2x4xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_32) applies stablehlo.add across dimensions = [1] : (tensor<32x2x4xf32>, tensor<f32>) -> tensor<32x4xf32>
    %185 = stablehlo.transpose %184, dims = [1, 0] : (tensor<32x4xf32>) -> tensor<4x32xf32>
    %186 = stablehlo.dot_general %arg7, %163, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<32x64xf32>) -> tensor<4x128x32xf32>
    %187 = stablehlo.transpose %186, dims = [0, 2, 1] : (tensor<4x128x32xf32>) -> tensor<4x32x128xf32>
    %188 = call @silu(%187) : (tensor<4x32x128xf32>) -> tensor<4x32x128xf32>
    %189 = stablehlo.dot_general %arg8, %163, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<32x64xf32>) -> tensor<4x128x32xf32>
    %190 = stablehlo.transpose %189, dims = [0, 2, 1] : (tensor<4x128x32xf32>) -> tensor<4x32x128xf32>
    %191 = stablehlo.multiply %190, %188 : tensor<4x32x128xf32>
    %192 = stablehlo.dot_general %191, %arg9, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xf32>, tensor<4x128x64xf32>) -> tensor<4x32x64xf32>
    %193 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %195 = stablehlo.multiply %192, %194 : tensor<4x32x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%195 init: %cst_33) applies stablehlo.add across dimensions = [0] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %197 = stablehlo.reshape %196 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %198 = stablehlo.add %197, %147 : tensor<2x16x64xf32>
    %c_34 = stablehlo.constant dense<2> : tensor<i32>
    %199 = stablehlo.convert %c_34 : (tensor<i32>) -> tensor<f32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %201 = stablehlo.power %198, %200 : tensor<2x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %205 = stablehlo.divide %203, %204 : tensor<2x16x1xf32>
    %cst_37 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %207 = stablehlo.add %205, %206 : tensor<2x16x1xf32>
    %208 = stablehlo.rsqrt %207 : tensor<2x16x1xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %210 = stablehlo.multiply %198, %209 : tensor<2x16x64xf32>
    %211 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %213 = stablehlo.multiply %210, %212 : tensor<2x16x64xf32>
    return %213 : tensor<2x16x64xf32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<2x16xi32>) -> tensor<2x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x16x1xi1>, tensor<i1>) -> tensor<2x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<2x16x1xi32>) -> tensor<2x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x16xi1>) -> tensor<2x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x16x64xi1>, tensor<2x16x64xf32>
    return %16 : tensor<2x16x64xf32>
  }
  func.func private @_where(%arg0: tensor<2x16xi1>, %arg1: tensor<2x16xi32>, %arg2: tensor<2x16xi32>) -> tensor<2x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x16xi1>, tensor<2x16xi32>
    return %0 : tensor<2x16xi32>
  }
  func.func private @_where_0(%arg0: tensor<2x1x16x16xi1>, %arg1: tensor<2x4x16x16xf32>, %arg2: tensor<f32>) -> tensor<2x4x16x16xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x1x16x16xi1>) -> tensor<2x4x16x16xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>
    return %3 : tensor<2x4x16x16xf32>
  }
  func.func private @_one_hot(%arg0: tensor<32x2xi32>) -> tensor<32x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<32x2xi32>) -> tensor<32x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<32x2x1xi32>) -> tensor<32x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<32x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<32x2x4xi32>, tensor<32x2x4xi32>) -> tensor<32x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<32x2x4xi1>) -> tensor<32x2x4xf32>
    return %5 : tensor<32x2x4xf32>
  }
  func.func private @silu(%arg0: tensor<4x32x128xf32>) -> tensor<4x32x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4x32x128xf32>
    %1 = stablehlo.exponential %0 : tensor<4x32x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<4x32x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<4x32x128xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x32x128xf32>
    return %6 : tensor<4x32x128xf32>
  }
}
