module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x1x3x3xf32>, %arg1: tensor<8x1x1xf32>, %arg2: tensor<16x8x3x3xf32>, %arg3: tensor<16x1x1xf32>, %arg4: tensor<10x1296xf32>, %arg5: tensor<10xf32>, %arg6: tensor<8x1x24x24xf32>) -> (tensor<8x1x3x3xf32> {jax.result_info = "result[0].weight"}, tensor<8x1x1xf32> {jax.result_info = "result[0].bias"}, tensor<16x8x3x3xf32> {jax.result_info = "result[3].weight"}, tensor<16x1x1xf32> {jax.result_info = "result[3].bias"}, tensor<10x1296xf32> {jax.result_info = "result[5].weight"}, tensor<10xf32> {jax.result_info = "result[5].bias"}) {
    %0 = stablehlo.broadcast_in_dim %arg6, dims = [0, 2, 3, 4] : (tensor<8x1x24x24xf32>) -> tensor<8x1x1x24x24xf32>
    %1 = stablehlo.reshape %0 : (tensor<8x1x1x24x24xf32>) -> tensor<8x1x24x24xf32>
    %2 = stablehlo.convolution(%1, %arg0) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x24x24xf32>, tensor<8x1x3x3xf32>) -> tensor<8x8x22x22xf32>
    %3 = stablehlo.reshape %2 : (tensor<8x8x22x22xf32>) -> tensor<8x1x8x22x22xf32>
    %4 = stablehlo.reshape %3 : (tensor<8x1x8x22x22xf32>) -> tensor<8x8x22x22xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x22x22xf32>
    %7 = stablehlo.add %4, %6 : tensor<8x8x22x22xf32>
    %8 = stablehlo.transpose %7, dims = [0, 2, 3, 1] : (tensor<8x8x22x22xf32>) -> tensor<8x22x22x8xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 2, 3, 4] : (tensor<8x22x22x8xf32>) -> tensor<8x1x22x22x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.reduce_window"(%9, %10) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 2, 2, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %89 = stablehlo.maximum %arg7, %arg8 : tensor<f32>
      stablehlo.return %89 : tensor<f32>
    }) : (tensor<8x1x22x22x8xf32>, tensor<f32>) -> tensor<8x1x11x11x8xf32>
    %12 = stablehlo.reshape %11 : (tensor<8x1x11x11x8xf32>) -> tensor<8x11x11x8xf32>
    %13 = stablehlo.transpose %12, dims = [0, 3, 1, 2] : (tensor<8x11x11x8xf32>) -> tensor<8x8x11x11xf32>
    %14 = call @relu(%13) : (tensor<8x8x11x11xf32>) -> tensor<8x8x11x11xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x11x11xf32>
    %16 = stablehlo.compare GT, %13, %15, FLOAT : (tensor<8x8x11x11xf32>, tensor<8x8x11x11xf32>) -> tensor<8x8x11x11xi1>
    %17 = stablehlo.broadcast_in_dim %14, dims = [0, 2, 3, 4] : (tensor<8x8x11x11xf32>) -> tensor<8x1x8x11x11xf32>
    %18 = stablehlo.reshape %17 : (tensor<8x1x8x11x11xf32>) -> tensor<8x8x11x11xf32>
    %19 = stablehlo.convolution(%18, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x11x11xf32>, tensor<16x8x3x3xf32>) -> tensor<8x16x9x9xf32>
    %20 = stablehlo.reshape %19 : (tensor<8x16x9x9xf32>) -> tensor<8x1x16x9x9xf32>
    %21 = stablehlo.reshape %20 : (tensor<8x1x16x9x9xf32>) -> tensor<8x16x9x9xf32>
    %22 = stablehlo.broadcast_in_dim %arg3, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x9x9xf32>
    %24 = stablehlo.add %21, %23 : tensor<8x16x9x9xf32>
    %25 = stablehlo.reshape %24 : (tensor<8x16x9x9xf32>) -> tensor<8x1296xf32>
    %26 = stablehlo.dot_general %arg4, %25, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<10x1296xf32>, tensor<8x1296xf32>) -> tensor<10x8xf32>
    %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<10x8xf32>) -> tensor<8x10xf32>
    %28 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %30 = stablehlo.add %27, %29 : tensor<8x10xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<8xf32>
    %34 = stablehlo.is_finite %33 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %36 = stablehlo.select %34, %33, %35 : tensor<8xi1>, tensor<8xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %39 = stablehlo.subtract %30, %38 : tensor<8x10xf32>
    %40 = stablehlo.exponential %39 : tensor<8x10xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %42 = stablehlo.abs %41 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %44 = stablehlo.compare GE, %41, %43, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %45 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %47 = stablehlo.divide %46, %42 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %49 = stablehlo.select %44, %48, %47 : tensor<8xi1>, tensor<8xf32>
    %50 = stablehlo.select %44, %47, %48 : tensor<8xi1>, tensor<8xf32>
    %51 = stablehlo.negate %49 : tensor<8xf32>
    %52 = stablehlo.add %50, %51 : tensor<8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %54 = stablehlo.multiply %53, %40 : tensor<8x10xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %56 = stablehlo.reshape %55 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %58 = stablehlo.transpose %54, dims = [1, 0] : (tensor<8x10xf32>) -> tensor<10x8xf32>
    %59 = stablehlo.dot_general %58, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<10x1296xf32>) -> tensor<8x1296xf32>
    %60 = stablehlo.dot_general %58, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x8xf32>, tensor<8x1296xf32>) -> tensor<10x1296xf32>
    %61 = stablehlo.reshape %59 : (tensor<8x1296xf32>) -> tensor<8x16x9x9xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_11) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x9x9xf32>, tensor<f32>) -> tensor<16xf32>
    %63 = stablehlo.reshape %62 : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_12) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<1x16x1x1xf32>, tensor<f32>) -> tensor<16xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %66 = stablehlo.broadcast_in_dim %61, dims = [0, 2, 3, 4] : (tensor<8x16x9x9xf32>) -> tensor<8x1x16x9x9xf32>
    %67 = stablehlo.reshape %66 : (tensor<8x1x16x9x9xf32>) -> tensor<8x16x9x9xf32>
    %68 = stablehlo.convolution(%18, %67) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x11x11xf32>, tensor<8x16x9x9xf32>) -> tensor<16x8x3x3xf32>
    %69 = stablehlo.reverse %arg2, dims = [2, 3] : tensor<16x8x3x3xf32>
    %70 = stablehlo.convolution(%67, %69) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x9x9xf32>, tensor<16x8x3x3xf32>) -> tensor<8x8x11x11xf32>
    %71 = stablehlo.reshape %70 : (tensor<8x8x11x11xf32>) -> tensor<8x1x8x11x11xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<8x1x8x11x11xf32>, tensor<f32>) -> tensor<8x8x11x11xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x8x11x11xf32>
    %74 = stablehlo.select %16, %72, %73 : tensor<8x8x11x11xi1>, tensor<8x8x11x11xf32>
    %75 = stablehlo.transpose %74, dims = [0, 2, 3, 1] : (tensor<8x8x11x11xf32>) -> tensor<8x11x11x8xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 2, 3, 4] : (tensor<8x11x11x8xf32>) -> tensor<8x1x11x11x8xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %77 = stablehlo.pad %9, %cst_15, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x1x22x22x8xf32>, tensor<f32>) -> tensor<8x1x22x22x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = "stablehlo.select_and_scatter"(%77, %76, %cst_16) <{padding = dense<0> : tensor<5x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 2, 2, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %89 = stablehlo.compare GE, %arg7, %arg8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %89 : tensor<i1>
    }, {
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %89 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %89 : tensor<f32>
    }) : (tensor<8x1x22x22x8xf32>, tensor<8x1x11x11x8xf32>, tensor<f32>) -> tensor<8x1x22x22x8xf32>
    %79 = stablehlo.slice %78 [0:8, 0:1, 0:22, 0:22, 0:8] : (tensor<8x1x22x22x8xf32>) -> tensor<8x1x22x22x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<8x1x22x22x8xf32>, tensor<f32>) -> tensor<8x22x22x8xf32>
    %81 = stablehlo.transpose %80, dims = [0, 3, 1, 2] : (tensor<8x22x22x8xf32>) -> tensor<8x8x22x22xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_18) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x22x22xf32>, tensor<f32>) -> tensor<8xf32>
    %83 = stablehlo.reshape %82 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_19) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<1x8x1x1xf32>, tensor<f32>) -> tensor<8xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0] : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %86 = stablehlo.broadcast_in_dim %81, dims = [0, 2, 3, 4] : (tensor<8x8x22x22xf32>) -> tensor<8x1x8x22x22xf32>
    %87 = stablehlo.reshape %86 : (tensor<8x1x8x22x22xf32>) -> tensor<8x8x22x22xf32>
    %88 = stablehlo.convolution(%1, %87) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x24x24xf32>, tensor<8x8x22x22xf32>) -> tensor<8x1x3x3xf32>
    return %88, %85, %68, %65, %60, %57 : tensor<8x1x3x3xf32>, tensor<8x1x1xf32>, tensor<16x8x3x3xf32>, tensor<16x1x1xf32>, tensor<10x1296xf32>, tensor<10xf32>
  }
  func.func private @relu(%arg0: tensor<8x8x11x11xf32>) -> tensor<8x8x11x11xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x11x11xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x11x11xf32>
    return %1 : tensor<8x8x11x11xf32>
  }
}
