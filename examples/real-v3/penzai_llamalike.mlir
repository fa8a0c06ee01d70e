module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x2x2x16xf32>, %arg3: tensor<64x2x16xf32>, %arg4: tensor<64x2x16xf32>, %arg5: tensor<2x2x16x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x128xf32>, %arg8: tensor<64x128xf32>, %arg9: tensor<128x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x2x2x16xf32>, %arg12: tensor<64x2x16xf32>, %arg13: tensor<64x2x16xf32>, %arg14: tensor<2x2x16x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x128xf32>, %arg17: tensor<64x128xf32>, %arg18: tensor<128x64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64x512xf32>, %arg21: tensor<2x32xi32>) -> (tensor<2x32x512xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_4 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_7 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %0 = stablehlo.iota dim = 0 : tensor<32xi32>
    %1 = call @_jitted_nmapped_getitem(%arg0, %arg21) : (tensor<512x64xf32>, tensor<2x32xi32>) -> tensor<64x2x32xf32>
    %2 = chlo.square %1 : tensor<64x2x32xf32> -> tensor<64x2x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<64x2x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %cst_9 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %5 = stablehlo.divide %3, %4 : tensor<2x32xf32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %7 = stablehlo.add %5, %6 : tensor<2x32xf32>
    %8 = stablehlo.rsqrt %7 : tensor<2x32xf32>
    %9 = stablehlo.transpose %1, dims = [1, 2, 0] : (tensor<64x2x32xf32>) -> tensor<2x32x64xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<2x32x64xf32>
    %13 = stablehlo.dot_general %12, %arg1, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64xf32>) -> tensor<64x2x32xf32>
    %14 = stablehlo.transpose %13, dims = [1, 2, 0] : (tensor<64x2x32xf32>) -> tensor<2x32x64xf32>
    %15 = stablehlo.dot_general %14, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x2x2x16xf32>) -> tensor<2x32x2x2x16xf32>
    %16 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %18 = stablehlo.multiply %17, %16 : tensor<8xi32>
    %19 = stablehlo.convert %18 : (tensor<8xi32>) -> tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %21 = stablehlo.divide %19, %20 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %23 = stablehlo.power %22, %21 : tensor<8xf32>
    %24 = stablehlo.convert %0 : (tensor<32xi32>) -> tensor<32xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %28 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<32x8xf32>
    %29 = stablehlo.divide %27, %28 : tensor<32x8xf32>
    %30 = stablehlo.sine %29 : tensor<32x8xf32>
    %31 = stablehlo.cosine %29 : tensor<32x8xf32>
    %32 = stablehlo.slice %15 [0:2, 0:32, 0:2, 0:2, 0:8] : (tensor<2x32x2x2x16xf32>) -> tensor<2x32x2x2x8xf32>
    %33 = stablehlo.slice %15 [0:2, 0:32, 0:2, 0:2, 8:16] : (tensor<2x32x2x2x16xf32>) -> tensor<2x32x2x2x8xf32>
    %34 = stablehlo.broadcast_in_dim %31, dims = [0, 2] : (tensor<32x8xf32>) -> tensor<32x1x8xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 2, 3] : (tensor<32x1x8xf32>) -> tensor<32x1x1x8xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1, 2, 3, 4] : (tensor<32x1x1x8xf32>) -> tensor<1x32x1x1x8xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3, 4] : (tensor<1x32x1x1x8xf32>) -> tensor<2x32x2x2x8xf32>
    %38 = stablehlo.multiply %32, %37 : tensor<2x32x2x2x8xf32>
    %39 = stablehlo.broadcast_in_dim %30, dims = [0, 2] : (tensor<32x8xf32>) -> tensor<32x1x8xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 2, 3] : (tensor<32x1x8xf32>) -> tensor<32x1x1x8xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1, 2, 3, 4] : (tensor<32x1x1x8xf32>) -> tensor<1x32x1x1x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3, 4] : (tensor<1x32x1x1x8xf32>) -> tensor<2x32x2x2x8xf32>
    %43 = stablehlo.multiply %33, %42 : tensor<2x32x2x2x8xf32>
    %44 = stablehlo.subtract %38, %43 : tensor<2x32x2x2x8xf32>
    %45 = stablehlo.broadcast_in_dim %31, dims = [0, 2] : (tensor<32x8xf32>) -> tensor<32x1x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 2, 3] : (tensor<32x1x8xf32>) -> tensor<32x1x1x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1, 2, 3, 4] : (tensor<32x1x1x8xf32>) -> tensor<1x32x1x1x8xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3, 4] : (tensor<1x32x1x1x8xf32>) -> tensor<2x32x2x2x8xf32>
    %49 = stablehlo.multiply %33, %48 : tensor<2x32x2x2x8xf32>
    %50 = stablehlo.broadcast_in_dim %30, dims = [0, 2] : (tensor<32x8xf32>) -> tensor<32x1x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 2, 3] : (tensor<32x1x8xf32>) -> tensor<32x1x1x8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1, 2, 3, 4] : (tensor<32x1x1x8xf32>) -> tensor<1x32x1x1x8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3, 4] : (tensor<1x32x1x1x8xf32>) -> tensor<2x32x2x2x8xf32>
    %54 = stablehlo.multiply %32, %53 : tensor<2x32x2x2x8xf32>
    %55 = stablehlo.add %49, %54 : tensor<2x32x2x2x8xf32>
    %56 = stablehlo.concatenate %44, %55, dim = 4 : (tensor<2x32x2x2x8xf32>, tensor<2x32x2x2x8xf32>) -> tensor<2x32x2x2x16xf32>
    %57 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x2x2x16xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<2x32x2x2x16xf32>
    %59 = stablehlo.dot_general %14, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x2x16xf32>) -> tensor<2x32x2x16xf32>
    %60 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_12 = stablehlo.constant dense<2> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %62 = stablehlo.multiply %61, %60 : tensor<8xi32>
    %63 = stablehlo.convert %62 : (tensor<8xi32>) -> tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.divide %63, %64 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %67 = stablehlo.power %66, %65 : tensor<8xf32>
    %68 = stablehlo.convert %0 : (tensor<32xi32>) -> tensor<32xf32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %70 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %72 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<32x8xf32>
    %73 = stablehlo.divide %71, %72 : tensor<32x8xf32>
    %74 = stablehlo.sine %73 : tensor<32x8xf32>
    %75 = stablehlo.cosine %73 : tensor<32x8xf32>
    %76 = stablehlo.slice %59 [0:2, 0:32, 0:2, 0:8] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %77 = stablehlo.slice %59 [0:2, 0:32, 0:2, 8:16] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %78 = stablehlo.broadcast_in_dim %75, dims = [0, 2] : (tensor<32x8xf32>) -> tensor<32x1x8xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [1, 2, 3] : (tensor<32x1x8xf32>) -> tensor<1x32x1x8xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %81 = stablehlo.multiply %76, %80 : tensor<2x32x2x8xf32>
    %82 = stablehlo.broadcast_in_dim %74, dims = [0, 2] : (tensor<32x8xf32>) -> tensor<32x1x8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1, 2, 3] : (tensor<32x1x8xf32>) -> tensor<1x32x1x8xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %85 = stablehlo.multiply %77, %84 : tensor<2x32x2x8xf32>
    %86 = stablehlo.subtract %81, %85 : tensor<2x32x2x8xf32>
    %87 = stablehlo.broadcast_in_dim %75, dims = [0, 2] : (tensor<32x8xf32>) -> tensor<32x1x8xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [1, 2, 3] : (tensor<32x1x8xf32>) -> tensor<1x32x1x8xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %90 = stablehlo.multiply %77, %89 : tensor<2x32x2x8xf32>
    %91 = stablehlo.broadcast_in_dim %74, dims = [0, 2] : (tensor<32x8xf32>) -> tensor<32x1x8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1, 2, 3] : (tensor<32x1x8xf32>) -> tensor<1x32x1x8xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %94 = stablehlo.multiply %76, %93 : tensor<2x32x2x8xf32>
    %95 = stablehlo.add %90, %94 : tensor<2x32x2x8xf32>
    %96 = stablehlo.concatenate %86, %95, dim = 3 : (tensor<2x32x2x8xf32>, tensor<2x32x2x8xf32>) -> tensor<2x32x2x16xf32>
    %97 = stablehlo.dot_general %14, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x2x16xf32>) -> tensor<2x32x2x16xf32>
    %98 = stablehlo.dot_general %96, %58, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x2x16xf32>, tensor<2x32x2x2x16xf32>) -> tensor<2x2x32x32x2xf32>
    %99 = stablehlo.transpose %98, dims = [0, 3, 1, 4, 2] : (tensor<2x2x32x32x2xf32>) -> tensor<2x32x2x2x32xf32>
    %100 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %101 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %103 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %104 = stablehlo.compare GE, %102, %103, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %105 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %106 = stablehlo.compare GE, %0, %105, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %107 = stablehlo.broadcast_in_dim %106, dims = [1] : (tensor<32xi1>) -> tensor<1x32xi1>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<1x32xi1>) -> tensor<32x32xi1>
    %109 = stablehlo.and %104, %108 : tensor<32x32xi1>
    %110 = call @_where(%109, %99, %cst_1) : (tensor<32x32xi1>, tensor<2x32x2x2x32xf32>, tensor<f32>) -> tensor<32x32x2x2x2xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_16) applies stablehlo.maximum across dimensions = [1] : (tensor<32x32x2x2x2xf32>, tensor<f32>) -> tensor<32x2x2x2xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32x2x2x2xf32>
    %113 = stablehlo.maximum %112, %111 : tensor<32x2x2x2xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3] : (tensor<32x2x2x2xf32>) -> tensor<32x2x2x2x1xf32>
    %115 = stablehlo.transpose %110, dims = [0, 2, 3, 4, 1] : (tensor<32x32x2x2x2xf32>) -> tensor<32x2x2x2x32xf32>
    %116 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3, 4] : (tensor<32x2x2x2x1xf32>) -> tensor<32x2x2x2x32xf32>
    %117 = stablehlo.subtract %115, %116 : tensor<32x2x2x2x32xf32>
    %118 = stablehlo.exponential %117 : tensor<32x2x2x2x32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_18) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x2x32xf32>, tensor<f32>) -> tensor<32x2x2x2xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3] : (tensor<32x2x2x2xf32>) -> tensor<32x2x2x2x1xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3, 4] : (tensor<32x2x2x2x1xf32>) -> tensor<32x2x2x2x32xf32>
    %122 = stablehlo.divide %118, %121 : tensor<32x2x2x2x32xf32>
    %123 = stablehlo.dot_general %97, %122, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x2x16xf32>, tensor<32x2x2x2x32xf32>) -> tensor<2x2x16x32x2xf32>
    %124 = stablehlo.transpose %123, dims = [0, 3, 1, 4, 2] : (tensor<2x2x16x32x2xf32>) -> tensor<2x32x2x2x16xf32>
    %125 = stablehlo.dot_general %124, %arg5, contracting_dims = [2, 3, 4] x [0, 1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x2x2x16xf32>, tensor<2x2x16x64xf32>) -> tensor<2x32x64xf32>
    %126 = stablehlo.transpose %1, dims = [1, 2, 0] : (tensor<64x2x32xf32>) -> tensor<2x32x64xf32>
    %127 = stablehlo.add %125, %126 : tensor<2x32x64xf32>
    %128 = chlo.square %127 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %131 = stablehlo.divide %129, %130 : tensor<2x32xf32>
    %132 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %133 = stablehlo.add %131, %132 : tensor<2x32xf32>
    %134 = stablehlo.rsqrt %133 : tensor<2x32xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %137 = stablehlo.multiply %127, %136 : tensor<2x32x64xf32>
    %138 = stablehlo.dot_general %137, %arg6, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64xf32>) -> tensor<64x2x32xf32>
    %139 = stablehlo.transpose %138, dims = [1, 2, 0] : (tensor<64x2x32xf32>) -> tensor<2x32x64xf32>
    %140 = stablehlo.dot_general %139, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %141 = call @silu(%140) : (tensor<2x32x128xf32>) -> tensor<2x32x128xf32>
    %142 = stablehlo.dot_general %139, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<2x32x128xf32>
    %144 = stablehlo.dot_general %143, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %145 = stablehlo.add %144, %127 : tensor<2x32x64xf32>
    %146 = chlo.square %145 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %149 = stablehlo.divide %147, %148 : tensor<2x32xf32>
    %150 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %151 = stablehlo.add %149, %150 : tensor<2x32xf32>
    %152 = stablehlo.rsqrt %151 : tensor<2x32xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %155 = stablehlo.multiply %145, %154 : tensor<2x32x64xf32>
    %156 = stablehlo.dot_general %155, %arg10, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64xf32>) -> tensor<64x2x32xf32>
    %157 = stablehlo.transpose %156, dims = [1, 2, 0] : (tensor<64x2x32xf32>) -> tensor<2x32x64xf32>
    %158 = stablehlo.dot_general %157, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x2x2x16xf32>) -> tensor<2x32x2x2x16xf32>
    %159 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_23 = stablehlo.constant dense<2> : tensor<i32>
    %160 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %161 = stablehlo.multiply %160, %159 : tensor<8xi32>
    %162 = stablehlo.convert %161 : (tensor<8xi32>) -> tensor<8xf32>
    %cst_24 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %164 = stablehlo.divide %162, %163 : tensor<8xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %166 = stablehlo.power %165, %164 : tensor<8xf32>
    %167 = stablehlo.convert %0 : (tensor<32xi32>) -> tensor<32xf32>
    %168 = stablehlo.broadcast_in_dim %166, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %169 = stablehlo.broadcast_in_dim %167, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %171 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<32x8xf32>
    %172 = stablehlo.divide %170, %171 : tensor<32x8xf32>
    %173 = stablehlo.sine %172 : tensor<32x8xf32>
    %174 = stablehlo.cosine %172 : tensor<32x8xf32>
    %175 = stablehlo.slice %158 [0:2, 0:32, 0:2, 0:2, 0:8] : (tensor<2x32x2x2x16xf32>) -> tensor<2x32x2x2x8xf32>
    %176 = stablehlo.slice %158 [0:2, 0:32, 0:2, 0:2, 8:16] : (tensor<2x32x2x2x16xf32>) -> tensor<2x32x2x2x8xf32>
    %177 = stablehlo.broadcast_in_dim %174, dims = [0, 2] : (tensor<32x8xf32>) -> tensor<32x1x8xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 2, 3] : (tensor<32x1x8xf32>) -> tensor<32x1x1x8xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [1, 2, 3, 4] : (tensor<32x1x1x8xf32>) -> tensor<1x32x1x1x8xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3, 4] : (tensor<1x32x1x1x8xf32>) -> tensor<2x32x2x2x8xf32>
    %181 = stablehlo.multiply %175, %180 : tensor<2x32x2x2x8xf32>
    %182 = stablehlo.broadcast_in_dim %173, dims = [0, 2] : (tensor<32x8xf32>) -> tensor<32x1x8xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 2, 3] : (tensor<32x1x8xf32>) -> tensor<32x1x1x8xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [1, 2, 3, 4] : (tensor<32x1x1x8xf32>) -> tensor<1x32x1x1x8xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3, 4] : (tensor<1x32x1x1x8xf32>) -> tensor<2x32x2x2x8xf32>
    %186 = stablehlo.multiply %176, %185 : tensor<2x32x2x2x8xf32>
    %187 = stablehlo.subtract %181, %186 : tensor<2x32x2x2x8xf32>
    %188 = stablehlo.broadcast_in_dim %174, dims = [0, 2] : (tensor<32x8xf32>) -> tensor<32x1x8xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 2, 3] : (tensor<32x1x8xf32>) -> tensor<32x1x1x8xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [1, 2, 3, 4] : (tensor<32x1x1x8xf32>) -> tensor<1x32x1x1x8xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3, 4] : (tensor<1x32x1x1x8xf32>) -> tensor<2x32x2x2x8xf32>
    %192 = stablehlo.multiply %176, %191 : tensor<2x32x2x2x8xf32>
    %193 = stablehlo.broadcast_in_dim %173, dims = [0, 2] : (tensor<32x8xf32>) -> tensor<32x1x8xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 2, 3] : (tensor<32x1x8xf32>) -> tensor<32x1x1x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [1, 2, 3, 4] : (tensor<32x1x1x8xf32>) -> tensor<1x32x1x1x8xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3, 4] : (tensor<1x32x1x1x8xf32>) -> tensor<2x32x2x2x8xf32>
    %197 = stablehlo.multiply %175, %196 : tensor<2x32x2x2x8xf32>
    %198 = stablehlo.add %192, %197 : tensor<2x32x2x2x8xf32>
    %199 = stablehlo.concatenate %187, %198, dim = 4 : (tensor<2x32x2x2x8xf32>, tensor<2x32x2x2x8xf32>) -> tensor<2x32x2x2x16xf32>
    %200 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x32x2x2x16xf32>
    %201 = stablehlo.multiply %199, %200 : tensor<2x32x2x2x16xf32>
    %202 = stablehlo.dot_general %157, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x2x16xf32>) -> tensor<2x32x2x16xf32>
    %203 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_26 = stablehlo.constant dense<2> : tensor<i32>
    %204 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %205 = stablehlo.multiply %204, %203 : tensor<8xi32>
    %206 = stablehlo.convert %205 : (tensor<8xi32>) -> tensor<8xf32>
    %cst_27 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %208 = stablehlo.divide %206, %207 : tensor<8xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %210 = stablehlo.power %209, %208 : tensor<8xf32>
    %211 = stablehlo.convert %0 : (tensor<32xi32>) -> tensor<32xf32>
    %212 = stablehlo.broadcast_in_dim %210, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %213 = stablehlo.broadcast_in_dim %211, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %215 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<32x8xf32>
    %216 = stablehlo.divide %214, %215 : tensor<32x8xf32>
    %217 = stablehlo.sine %216 : tensor<32x8xf32>
    %218 = stablehlo.cosine %216 : tensor<32x8xf32>
    %219 = stablehlo.slice %202 [0:2, 0:32, 0:2, 0:8] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %220 = stablehlo.slice %202 [0:2, 0:32, 0:2, 8:16] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %221 = stablehlo.broadcast_in_dim %218, dims = [0, 2] : (tensor<32x8xf32>) -> tensor<32x1x8xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [1, 2, 3] : (tensor<32x1x8xf32>) -> tensor<1x32x1x8xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %224 = stablehlo.multiply %219, %223 : tensor<2x32x2x8xf32>
    %225 = stablehlo.broadcast_in_dim %217, dims = [0, 2] : (tensor<32x8xf32>) -> tensor<32x1x8xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [1, 2, 3] : (tensor<32x1x8xf32>) -> tensor<1x32x1x8xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %228 = stablehlo.multiply %220, %227 : tensor<2x32x2x8xf32>
    %229 = stablehlo.subtract %224, %228 : tensor<2x32x2x8xf32>
    %230 = stablehlo.broadcast_in_dim %218, dims = [0, 2] : (tensor<32x8xf32>) -> tensor<32x1x8xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [1, 2, 3] : (tensor<32x1x8xf32>) -> tensor<1x32x1x8xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %233 = stablehlo.multiply %220, %232 : tensor<2x32x2x8xf32>
    %234 = stablehlo.broadcast_in_dim %217, dims = [0, 2] : (tensor<32x8xf32>) -> tensor<32x1x8xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [1, 2, 3] : (tensor<32x1x8xf32>) -> tensor<1x32x1x8xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %237 = stablehlo.multiply %219, %236 : tensor<2x32x2x8xf32>
    %238 = stablehlo.add %233, %237 : tensor<2x32x2x8xf32>
    %239 = stablehlo.concatenate %229, %238, dim = 3 : (tensor<2x32x2x8xf32>, tensor<2x32x2x8xf32>) -> tensor<2x32x2x16xf32>
    %240 = stablehlo.dot_general %157, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x2x16xf32>) -> tensor<2x32x2x16xf32>
    %241 = stablehlo.dot_general %239, %201, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x2x16xf32>, tensor<2x32x2x2x16xf32>) -> tensor<2x2x32x32x2xf32>
    %242 = stablehlo.transpose %241, dims = [0, 3, 1, 4, 2] : (tensor<2x2x32x32x2xf32>) -> tensor<2x32x2x2x32xf32>
    %243 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %244 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %246 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %247 = stablehlo.compare GE, %245, %246, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %248 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %249 = stablehlo.compare GE, %0, %248, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %250 = stablehlo.broadcast_in_dim %249, dims = [1] : (tensor<32xi1>) -> tensor<1x32xi1>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1] : (tensor<1x32xi1>) -> tensor<32x32xi1>
    %252 = stablehlo.and %247, %251 : tensor<32x32xi1>
    %253 = call @_where(%252, %242, %cst_5) : (tensor<32x32xi1>, tensor<2x32x2x2x32xf32>, tensor<f32>) -> tensor<32x32x2x2x2xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %254 = stablehlo.reduce(%253 init: %cst_30) applies stablehlo.maximum across dimensions = [1] : (tensor<32x32x2x2x2xf32>, tensor<f32>) -> tensor<32x2x2x2xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<32x2x2x2xf32>
    %256 = stablehlo.maximum %255, %254 : tensor<32x2x2x2xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<32x2x2x2xf32>) -> tensor<32x2x2x2x1xf32>
    %258 = stablehlo.transpose %253, dims = [0, 2, 3, 4, 1] : (tensor<32x32x2x2x2xf32>) -> tensor<32x2x2x2x32xf32>
    %259 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2, 3, 4] : (tensor<32x2x2x2x1xf32>) -> tensor<32x2x2x2x32xf32>
    %260 = stablehlo.subtract %258, %259 : tensor<32x2x2x2x32xf32>
    %261 = stablehlo.exponential %260 : tensor<32x2x2x2x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.reduce(%261 init: %cst_32) applies stablehlo.add across dimensions = [4] : (tensor<32x2x2x2x32xf32>, tensor<f32>) -> tensor<32x2x2x2xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2, 3] : (tensor<32x2x2x2xf32>) -> tensor<32x2x2x2x1xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2, 3, 4] : (tensor<32x2x2x2x1xf32>) -> tensor<32x2x2x2x32xf32>
    %265 = stablehlo.divide %261, %264 : tensor<32x2x2x2x32xf32>
    %266 = stablehlo.dot_general %240, %265, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x2x16xf32>, tensor<32x2x2x2x32xf32>) -> tensor<2x2x16x32x2xf32>
    %267 = stablehlo.transpose %266, dims = [0, 3, 1, 4, 2] : (tensor<2x2x16x32x2xf32>) -> tensor<2x32x2x2x16xf32>
    %268 = stablehlo.dot_general %267, %arg14, contracting_dims = [2, 3, 4] x [0, 1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x2x2x16xf32>, tensor<2x2x16x64xf32>) -> tensor<2x32x64xf32>
    %269 = stablehlo.add %268, %145 : tensor<2x32x64xf32>
    %270 = chlo.square %269 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%270 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %273 = stablehlo.divide %271, %272 : tensor<2x32xf32>
    %274 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %275 = stablehlo.add %273, %274 : tensor<2x32xf32>
    %276 = stablehlo.rsqrt %275 : tensor<2x32xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %279 = stablehlo.multiply %269, %278 : tensor<2x32x64xf32>
    %280 = stablehlo.dot_general %279, %arg15, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64xf32>) -> tensor<64x2x32xf32>
    %281 = stablehlo.transpose %280, dims = [1, 2, 0] : (tensor<64x2x32xf32>) -> tensor<2x32x64xf32>
    %282 = stablehlo.dot_general %281, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %283 = call @silu(%282) : (tensor<2x32x128xf32>) -> tensor<2x32x128xf32>
    %284 = stablehlo.dot_general %281, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %285 = stablehlo.multiply %283, %284 : tensor<2x32x128xf32>
    %286 = stablehlo.dot_general %285, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %287 = stablehlo.add %286, %269 : tensor<2x32x64xf32>
    %288 = chlo.square %287 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.reduce(%288 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %291 = stablehlo.divide %289, %290 : tensor<2x32xf32>
    %292 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %293 = stablehlo.add %291, %292 : tensor<2x32xf32>
    %294 = stablehlo.rsqrt %293 : tensor<2x32xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %297 = stablehlo.multiply %287, %296 : tensor<2x32x64xf32>
    %298 = stablehlo.dot_general %297, %arg19, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64xf32>) -> tensor<64x2x32xf32>
    %299 = stablehlo.transpose %298, dims = [1, 2, 0] : (tensor<64x2x32xf32>) -> tensor<2x32x64xf32>
    %300 = stablehlo.dot_general %299, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x512xf32>) -> tensor<2x32x512xf32>
    return %300 : tensor<2x32x512xf32>
  }
  func.func private @_jitted_nmapped_getitem(%arg0: tensor<512x64xf32>, %arg1: tensor<2x32xi32>) -> tensor<64x2x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x32xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x32xi1>, tensor<2x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
    %6 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %7 = "stablehlo.gather"(%6, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x512xf32>, tensor<2x32x1xi32>) -> tensor<64x2x32x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<64x2x32x1xf32>) -> tensor<64x2x32xf32>
    return %8 : tensor<64x2x32xf32>
  }
  func.func private @_where(%arg0: tensor<32x32xi1>, %arg1: tensor<2x32x2x2x32xf32>, %arg2: tensor<f32>) -> tensor<32x32x2x2x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<2xf32>) -> tensor<2x2xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<2x2xf32>) -> tensor<2x2x2xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3] : (tensor<2x2x2xf32>) -> tensor<32x2x2x2xf32>
    %4 = stablehlo.transpose %arg1, dims = [1, 4, 0, 2, 3] : (tensor<2x32x2x2x32xf32>) -> tensor<32x32x2x2x2xf32>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<32x32xi1>) -> tensor<32x32x2x2x2xi1>
    %6 = stablehlo.broadcast_in_dim %3, dims = [1, 2, 3, 4] : (tensor<32x2x2x2xf32>) -> tensor<32x32x2x2x2xf32>
    %7 = stablehlo.select %5, %4, %6 : tensor<32x32x2x2x2xi1>, tensor<32x32x2x2x2xf32>
    return %7 : tensor<32x32x2x2x2xf32>
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
