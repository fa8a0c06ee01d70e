module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x64xf32>, %arg1: tensor<1x1x64xf32>, %arg2: tensor<1x18x64xf32>, %arg3: tensor<8x8x3x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x4x16xf32>, %arg8: tensor<4x16xf32>, %arg9: tensor<64x4x16xf32>, %arg10: tensor<4x16xf32>, %arg11: tensor<64x4x16xf32>, %arg12: tensor<4x16xf32>, %arg13: tensor<4x16x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128x64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x4x16xf32>, %arg24: tensor<4x16xf32>, %arg25: tensor<64x4x16xf32>, %arg26: tensor<4x16xf32>, %arg27: tensor<64x4x16xf32>, %arg28: tensor<4x16xf32>, %arg29: tensor<4x16x64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64x128xf32>, %arg34: tensor<128xf32>, %arg35: tensor<128x64xf32>, %arg36: tensor<64xf32>, %arg37: tensor<64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<2x32x32x3xf32>) -> (tensor<2x18x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg39, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x32x3xf32>, tensor<8x8x3x64xf32>) -> tensor<2x4x4x64xf32>
    %1 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x4x4x64xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x4x4x64xf32>) -> tensor<2x16x64xf32>
    %5 = stablehlo.reshape %arg0 : (tensor<1x1x64xf32>) -> tensor<1x1x1x1x1x64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3, 4, 5] : (tensor<1x1x1x1x1x64xf32>) -> tensor<2x1x1x1x1x64xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x1x1x1x1x64xf32>) -> tensor<2x1x64xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<1x1x64xf32>) -> tensor<1x1x1x1x1x64xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3, 4, 5] : (tensor<1x1x1x1x1x64xf32>) -> tensor<2x1x1x1x1x64xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x1x1x1x1x64xf32>) -> tensor<2x1x64xf32>
    %11 = stablehlo.concatenate %7, %10, %4, dim = 1 : (tensor<2x1x64xf32>, tensor<2x1x64xf32>, tensor<2x16x64xf32>) -> tensor<2x18x64xf32>
    %12 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x18x64xf32>) -> tensor<2x18x64xf32>
    %13 = stablehlo.add %11, %12 : tensor<2x18x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x18x64xf32>, tensor<f32>) -> tensor<2x18xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<2x18xf32>) -> tensor<2x18x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x18x1xf32>
    %17 = stablehlo.divide %15, %16 : tensor<2x18x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %18 = call @_var(%13, %c) : (tensor<2x18x64xf32>, tensor<i32>) -> tensor<2x18x1xf32>
    %19 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %20 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x18x1xf32>
    %22 = stablehlo.add %18, %21 : tensor<2x18x1xf32>
    %23 = stablehlo.rsqrt %22 : tensor<2x18x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<2x18x1xf32>) -> tensor<2x18x64xf32>
    %25 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x18x64xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<2x18x64xf32>
    %27 = stablehlo.negate %17 : tensor<2x18x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<2x18x1xf32>) -> tensor<2x18x64xf32>
    %29 = stablehlo.multiply %28, %26 : tensor<2x18x64xf32>
    %30 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x18x64xf32>
    %31 = stablehlo.add %29, %30 : tensor<2x18x64xf32>
    %32 = stablehlo.multiply %13, %26 : tensor<2x18x64xf32>
    %33 = stablehlo.add %32, %31 : tensor<2x18x64xf32>
    %34 = stablehlo.dot_general %33, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x18x64xf32>, tensor<64x4x16xf32>) -> tensor<2x18x4x16xf32>
    %35 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x18x4x16xf32>
    %37 = stablehlo.add %34, %36 : tensor<2x18x4x16xf32>
    %38 = stablehlo.dot_general %33, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x18x64xf32>, tensor<64x4x16xf32>) -> tensor<2x18x4x16xf32>
    %39 = stablehlo.broadcast_in_dim %arg10, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x18x4x16xf32>
    %41 = stablehlo.add %38, %40 : tensor<2x18x4x16xf32>
    %42 = stablehlo.dot_general %33, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x18x64xf32>, tensor<64x4x16xf32>) -> tensor<2x18x4x16xf32>
    %43 = stablehlo.broadcast_in_dim %arg12, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x18x4x16xf32>
    %45 = stablehlo.add %42, %44 : tensor<2x18x4x16xf32>
    %46 = stablehlo.reshape %37 : (tensor<2x18x4x16xf32>) -> tensor<2x18x4x1x16xf32>
    %47 = stablehlo.dot_general %46, %41, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x18x4x1x16xf32>, tensor<2x18x4x16xf32>) -> tensor<2x4x18x1x18xf32>
    %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x18x1x18xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<2x4x18x1x18xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_3) applies stablehlo.maximum across dimensions = [4] : (tensor<2x4x18x1x18xf32>, tensor<f32>) -> tensor<2x4x18x1xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4x18x1xf32>
    %52 = stablehlo.maximum %51, %50 : tensor<2x4x18x1xf32>
    %53 = stablehlo.transpose %52, dims = [3, 0, 1, 2] : (tensor<2x4x18x1xf32>) -> tensor<1x2x4x18xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x2x4x18xf32>) -> tensor<1x2x4x18x1xf32>
    %55 = stablehlo.transpose %49, dims = [3, 0, 1, 2, 4] : (tensor<2x4x18x1x18xf32>) -> tensor<1x2x4x18x18xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x18x1xf32>) -> tensor<1x2x4x18x18xf32>
    %57 = stablehlo.subtract %55, %56 : tensor<1x2x4x18x18xf32>
    %58 = stablehlo.exponential %57 : tensor<1x2x4x18x18xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_5) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x18x18xf32>, tensor<f32>) -> tensor<1x2x4x18xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x2x4x18xf32>) -> tensor<1x2x4x18x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x18x1xf32>) -> tensor<1x2x4x18x18xf32>
    %62 = stablehlo.divide %58, %61 : tensor<1x2x4x18x18xf32>
    %63 = stablehlo.dot_general %45, %62, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x18x4x16xf32>, tensor<1x2x4x18x18xf32>) -> tensor<2x4x16x1x18xf32>
    %64 = stablehlo.transpose %63, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x18xf32>) -> tensor<1x2x18x4x16xf32>
    %65 = stablehlo.transpose %64, dims = [1, 2, 3, 0, 4] : (tensor<1x2x18x4x16xf32>) -> tensor<2x18x4x1x16xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x18x4x1x16xf32>) -> tensor<2x18x4x16xf32>
    %67 = stablehlo.dot_general %66, %arg13, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x18x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x18x64xf32>
    %68 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x18x64xf32>
    %70 = stablehlo.add %67, %69 : tensor<2x18x64xf32>
    %71 = stablehlo.add %70, %13 : tensor<2x18x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x18x64xf32>, tensor<f32>) -> tensor<2x18xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<2x18xf32>) -> tensor<2x18x1xf32>
    %cst_7 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x18x1xf32>
    %75 = stablehlo.divide %73, %74 : tensor<2x18x1xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %76 = call @_var(%71, %c_8) : (tensor<2x18x64xf32>, tensor<i32>) -> tensor<2x18x1xf32>
    %77 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %78 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_9 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x18x1xf32>
    %80 = stablehlo.add %76, %79 : tensor<2x18x1xf32>
    %81 = stablehlo.rsqrt %80 : tensor<2x18x1xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<2x18x1xf32>) -> tensor<2x18x64xf32>
    %83 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x18x64xf32>
    %84 = stablehlo.multiply %82, %83 : tensor<2x18x64xf32>
    %85 = stablehlo.negate %75 : tensor<2x18x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<2x18x1xf32>) -> tensor<2x18x64xf32>
    %87 = stablehlo.multiply %86, %84 : tensor<2x18x64xf32>
    %88 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x18x64xf32>
    %89 = stablehlo.add %87, %88 : tensor<2x18x64xf32>
    %90 = stablehlo.multiply %71, %84 : tensor<2x18x64xf32>
    %91 = stablehlo.add %90, %89 : tensor<2x18x64xf32>
    %92 = stablehlo.dot_general %91, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x18x64xf32>, tensor<64x128xf32>) -> tensor<2x18x128xf32>
    %93 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x18x128xf32>
    %95 = stablehlo.add %92, %94 : tensor<2x18x128xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x18x128xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<2x18x128xf32>
    %98 = stablehlo.negate %95 : tensor<2x18x128xf32>
    %cst_11 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x18x128xf32>
    %100 = stablehlo.multiply %98, %99 : tensor<2x18x128xf32>
    %101 = chlo.erfc %100 : tensor<2x18x128xf32> -> tensor<2x18x128xf32>
    %102 = stablehlo.multiply %97, %101 : tensor<2x18x128xf32>
    %103 = stablehlo.dot_general %102, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x18x128xf32>, tensor<128x64xf32>) -> tensor<2x18x64xf32>
    %104 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x18x64xf32>
    %106 = stablehlo.add %103, %105 : tensor<2x18x64xf32>
    %107 = stablehlo.add %106, %71 : tensor<2x18x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x18x64xf32>, tensor<f32>) -> tensor<2x18xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<2x18xf32>) -> tensor<2x18x1xf32>
    %cst_13 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x18x1xf32>
    %111 = stablehlo.divide %109, %110 : tensor<2x18x1xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %112 = call @_var(%107, %c_14) : (tensor<2x18x64xf32>, tensor<i32>) -> tensor<2x18x1xf32>
    %113 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %114 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x18x1xf32>
    %116 = stablehlo.add %112, %115 : tensor<2x18x1xf32>
    %117 = stablehlo.rsqrt %116 : tensor<2x18x1xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x18x1xf32>) -> tensor<2x18x64xf32>
    %119 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x18x64xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<2x18x64xf32>
    %121 = stablehlo.negate %111 : tensor<2x18x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x18x1xf32>) -> tensor<2x18x64xf32>
    %123 = stablehlo.multiply %122, %120 : tensor<2x18x64xf32>
    %124 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x18x64xf32>
    %125 = stablehlo.add %123, %124 : tensor<2x18x64xf32>
    %126 = stablehlo.multiply %107, %120 : tensor<2x18x64xf32>
    %127 = stablehlo.add %126, %125 : tensor<2x18x64xf32>
    %128 = stablehlo.dot_general %127, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x18x64xf32>, tensor<64x4x16xf32>) -> tensor<2x18x4x16xf32>
    %129 = stablehlo.broadcast_in_dim %arg24, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x18x4x16xf32>
    %131 = stablehlo.add %128, %130 : tensor<2x18x4x16xf32>
    %132 = stablehlo.dot_general %127, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x18x64xf32>, tensor<64x4x16xf32>) -> tensor<2x18x4x16xf32>
    %133 = stablehlo.broadcast_in_dim %arg26, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x18x4x16xf32>
    %135 = stablehlo.add %132, %134 : tensor<2x18x4x16xf32>
    %136 = stablehlo.dot_general %127, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x18x64xf32>, tensor<64x4x16xf32>) -> tensor<2x18x4x16xf32>
    %137 = stablehlo.broadcast_in_dim %arg28, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x18x4x16xf32>
    %139 = stablehlo.add %136, %138 : tensor<2x18x4x16xf32>
    %140 = stablehlo.reshape %131 : (tensor<2x18x4x16xf32>) -> tensor<2x18x4x1x16xf32>
    %141 = stablehlo.dot_general %140, %135, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x18x4x1x16xf32>, tensor<2x18x4x16xf32>) -> tensor<2x4x18x1x18xf32>
    %cst_16 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x4x18x1x18xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<2x4x18x1x18xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %144 = stablehlo.reduce(%143 init: %cst_17) applies stablehlo.maximum across dimensions = [4] : (tensor<2x4x18x1x18xf32>, tensor<f32>) -> tensor<2x4x18x1xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x4x18x1xf32>
    %146 = stablehlo.maximum %145, %144 : tensor<2x4x18x1xf32>
    %147 = stablehlo.transpose %146, dims = [3, 0, 1, 2] : (tensor<2x4x18x1xf32>) -> tensor<1x2x4x18xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] : (tensor<1x2x4x18xf32>) -> tensor<1x2x4x18x1xf32>
    %149 = stablehlo.transpose %143, dims = [3, 0, 1, 2, 4] : (tensor<2x4x18x1x18xf32>) -> tensor<1x2x4x18x18xf32>
    %150 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x18x1xf32>) -> tensor<1x2x4x18x18xf32>
    %151 = stablehlo.subtract %149, %150 : tensor<1x2x4x18x18xf32>
    %152 = stablehlo.exponential %151 : tensor<1x2x4x18x18xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_19) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x18x18xf32>, tensor<f32>) -> tensor<1x2x4x18xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<1x2x4x18xf32>) -> tensor<1x2x4x18x1xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x18x1xf32>) -> tensor<1x2x4x18x18xf32>
    %156 = stablehlo.divide %152, %155 : tensor<1x2x4x18x18xf32>
    %157 = stablehlo.dot_general %139, %156, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x18x4x16xf32>, tensor<1x2x4x18x18xf32>) -> tensor<2x4x16x1x18xf32>
    %158 = stablehlo.transpose %157, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x18xf32>) -> tensor<1x2x18x4x16xf32>
    %159 = stablehlo.transpose %158, dims = [1, 2, 3, 0, 4] : (tensor<1x2x18x4x16xf32>) -> tensor<2x18x4x1x16xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x18x4x1x16xf32>) -> tensor<2x18x4x16xf32>
    %161 = stablehlo.dot_general %160, %arg29, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x18x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x18x64xf32>
    %162 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x18x64xf32>
    %164 = stablehlo.add %161, %163 : tensor<2x18x64xf32>
    %165 = stablehlo.add %164, %107 : tensor<2x18x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%165 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x18x64xf32>, tensor<f32>) -> tensor<2x18xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<2x18xf32>) -> tensor<2x18x1xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x18x1xf32>
    %169 = stablehlo.divide %167, %168 : tensor<2x18x1xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %170 = call @_var(%165, %c_22) : (tensor<2x18x64xf32>, tensor<i32>) -> tensor<2x18x1xf32>
    %171 = stablehlo.reshape %arg31 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %172 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_23 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x18x1xf32>
    %174 = stablehlo.add %170, %173 : tensor<2x18x1xf32>
    %175 = stablehlo.rsqrt %174 : tensor<2x18x1xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<2x18x1xf32>) -> tensor<2x18x64xf32>
    %177 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x18x64xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<2x18x64xf32>
    %179 = stablehlo.negate %169 : tensor<2x18x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<2x18x1xf32>) -> tensor<2x18x64xf32>
    %181 = stablehlo.multiply %180, %178 : tensor<2x18x64xf32>
    %182 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x18x64xf32>
    %183 = stablehlo.add %181, %182 : tensor<2x18x64xf32>
    %184 = stablehlo.multiply %165, %178 : tensor<2x18x64xf32>
    %185 = stablehlo.add %184, %183 : tensor<2x18x64xf32>
    %186 = stablehlo.dot_general %185, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x18x64xf32>, tensor<64x128xf32>) -> tensor<2x18x128xf32>
    %187 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x18x128xf32>
    %189 = stablehlo.add %186, %188 : tensor<2x18x128xf32>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x18x128xf32>
    %191 = stablehlo.multiply %190, %189 : tensor<2x18x128xf32>
    %192 = stablehlo.negate %189 : tensor<2x18x128xf32>
    %cst_25 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x18x128xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<2x18x128xf32>
    %195 = chlo.erfc %194 : tensor<2x18x128xf32> -> tensor<2x18x128xf32>
    %196 = stablehlo.multiply %191, %195 : tensor<2x18x128xf32>
    %197 = stablehlo.dot_general %196, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x18x128xf32>, tensor<128x64xf32>) -> tensor<2x18x64xf32>
    %198 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x18x64xf32>
    %200 = stablehlo.add %197, %199 : tensor<2x18x64xf32>
    %201 = stablehlo.add %200, %165 : tensor<2x18x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<2x18x64xf32>, tensor<f32>) -> tensor<2x18xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<2x18xf32>) -> tensor<2x18x1xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x18x1xf32>
    %205 = stablehlo.divide %203, %204 : tensor<2x18x1xf32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %206 = call @_var(%201, %c_28) : (tensor<2x18x64xf32>, tensor<i32>) -> tensor<2x18x1xf32>
    %207 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %208 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_29 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x18x1xf32>
    %210 = stablehlo.add %206, %209 : tensor<2x18x1xf32>
    %211 = stablehlo.rsqrt %210 : tensor<2x18x1xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<2x18x1xf32>) -> tensor<2x18x64xf32>
    %213 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x18x64xf32>
    %214 = stablehlo.multiply %212, %213 : tensor<2x18x64xf32>
    %215 = stablehlo.negate %205 : tensor<2x18x1xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<2x18x1xf32>) -> tensor<2x18x64xf32>
    %217 = stablehlo.multiply %216, %214 : tensor<2x18x64xf32>
    %218 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x18x64xf32>
    %219 = stablehlo.add %217, %218 : tensor<2x18x64xf32>
    %220 = stablehlo.multiply %201, %214 : tensor<2x18x64xf32>
    %221 = stablehlo.add %220, %219 : tensor<2x18x64xf32>
    return %221 : tensor<2x18x64xf32>
  }
  func.func private @_var(%arg0: tensor<2x18x64xf32>, %arg1: tensor<i32>) -> tensor<2x18x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x18x64xf32>, tensor<f32>) -> tensor<2x18xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x18xf32>) -> tensor<2x18x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x18x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x18x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x18x1xf32>) -> tensor<2x18x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x18x64xf32>
    %6 = chlo.square %5 : tensor<2x18x64xf32> -> tensor<2x18x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x18x64xf32>, tensor<f32>) -> tensor<2x18xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x18xf32>) -> tensor<2x18x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x18x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x18x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<2x18x1xf32>, tensor<f32>) -> tensor<2x18x1xf32>
    return %14 : tensor<2x18x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<2x18x1xf32>, %arg2: tensor<f32>) -> tensor<2x18x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x18x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x18x1xf32>
    return %2 : tensor<2x18x1xf32>
  }
}
