module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<3x3x3x16xf32>, %arg2: tensor<32xf32>, %arg3: tensor<3x3x16x32xf32>, %arg4: tensor<10xf32>, %arg5: tensor<2048x10xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<16xf32>, %arg15: tensor<3x3x3x16xf32>, %arg16: tensor<32xf32>, %arg17: tensor<3x3x16x32xf32>, %arg18: tensor<10xf32>, %arg19: tensor<2048x10xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<ui32>, %arg25: tensor<16x32x32x3xf32>, %arg26: tensor<16xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1][0]['c1']['bias'].value"}, tensor<3x3x3x16xf32> {jax.result_info = "result[1][0]['c1']['kernel'].value"}, tensor<32xf32> {jax.result_info = "result[1][0]['c2']['bias'].value"}, tensor<3x3x16x32xf32> {jax.result_info = "result[1][0]['c2']['kernel'].value"}, tensor<10xf32> {jax.result_info = "result[1][0]['head']['bias'].value"}, tensor<2048x10xf32> {jax.result_info = "result[1][0]['head']['kernel'].value"}, tensor<16xf32> {jax.result_info = "result[1][0]['n1']['bias'].value"}, tensor<16xf32> {jax.result_info = "result[1][0]['n1']['mean'].value"}, tensor<16xf32> {jax.result_info = "result[1][0]['n1']['scale'].value"}, tensor<16xf32> {jax.result_info = "result[1][0]['n1']['var'].value"}, tensor<32xf32> {jax.result_info = "result[1][0]['n2']['bias'].value"}, tensor<32xf32> {jax.result_info = "result[1][0]['n2']['mean'].value"}, tensor<32xf32> {jax.result_info = "result[1][0]['n2']['scale'].value"}, tensor<32xf32> {jax.result_info = "result[1][0]['n2']['var'].value"}, tensor<16xf32> {jax.result_info = "result[1][1]['opt_state'][0]['trace']['c1']['bias'].value"}, tensor<3x3x3x16xf32> {jax.result_info = "result[1][1]['opt_state'][0]['trace']['c1']['kernel'].value"}, tensor<32xf32> {jax.result_info = "result[1][1]['opt_state'][0]['trace']['c2']['bias'].value"}, tensor<3x3x16x32xf32> {jax.result_info = "result[1][1]['opt_state'][0]['trace']['c2']['kernel'].value"}, tensor<10xf32> {jax.result_info = "result[1][1]['opt_state'][0]['trace']['head']['bias'].value"}, tensor<2048x10xf32> {jax.result_info = "result[1][1]['opt_state'][0]['trace']['head']['kernel'].value"}, tensor<16xf32> {jax.result_info = "result[1][1]['opt_state'][0]['trace']['n1']['bias'].value"}, tensor<16xf32> {jax.result_info = "result[1][1]['opt_state'][0]['trace']['n1']['scale'].value"}, tensor<32xf32> {jax.result_info = "result[1][1]['opt_state'][0]['trace']['n2']['bias'].value"}, tensor<32xf32> {jax.result_info = "result[1][1]['opt_state'][0]['trace']['n2']['scale'].value"}, tensor<ui32> {jax.result_info = "result[1][1]['step'].value"}) {
    %0 = stablehlo.convolution(%arg25, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x3xf32>, tensor<3x3x3x16xf32>) -> tensor<16x32x32x16xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<16x32x32x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x32x32x16xf32>
    %4 = chlo.square %3 : tensor<16x32x32x16xf32> -> tensor<16x32x32x16xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32x32x16xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<16x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.divide %7, %8 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_3 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.divide %10, %11 : tensor<16xf32>
    %13 = chlo.square %9 : tensor<16xf32> -> tensor<16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.multiply %14, %9 : tensor<16xf32>
    %16 = stablehlo.subtract %12, %13 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<16xf32>
    %19 = stablehlo.compare EQ, %16, %18, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %22 = stablehlo.select %19, %20, %21 : tensor<16xi1>, tensor<16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %24 = stablehlo.compare EQ, %23, %18, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %27 = stablehlo.select %24, %25, %26 : tensor<16xi1>, tensor<16xf32>
    %28 = stablehlo.divide %22, %27 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %30 = stablehlo.multiply %29, %arg7 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %32 = stablehlo.multiply %31, %9 : tensor<16xf32>
    %33 = stablehlo.add %30, %32 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %35 = stablehlo.multiply %34, %arg9 : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %37 = stablehlo.multiply %36, %18 : tensor<16xf32>
    %38 = stablehlo.add %35, %37 : tensor<16xf32>
    %39 = stablehlo.reshape %9 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %40 = stablehlo.reshape %18 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<16x32x32x16xf32>
    %42 = stablehlo.subtract %3, %41 : tensor<16x32x32x16xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %44 = stablehlo.add %40, %43 : tensor<1x1x1x16xf32>
    %45 = stablehlo.rsqrt %44 : tensor<1x1x1x16xf32>
    %46 = stablehlo.divide %45, %44 : tensor<1x1x1x16xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<1x1x1x16xf32>
    %49 = stablehlo.reshape %arg8 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %50 = stablehlo.multiply %45, %49 : tensor<1x1x1x16xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<16x32x32x16xf32>
    %52 = stablehlo.multiply %42, %51 : tensor<16x32x32x16xf32>
    %53 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<16x32x32x16xf32>
    %55 = stablehlo.add %52, %54 : tensor<16x32x32x16xf32>
    %56 = call @relu(%55) : (tensor<16x32x32x16xf32>) -> tensor<16x32x32x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x32x32x16xf32>
    %58 = stablehlo.compare GT, %55, %57, FLOAT : (tensor<16x32x32x16xf32>, tensor<16x32x32x16xf32>) -> tensor<16x32x32x16xi1>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<f32>
    %60 = "stablehlo.reduce_window"(%56, %59) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %311 = stablehlo.maximum %arg27, %arg28 : tensor<f32>
      stablehlo.return %311 : tensor<f32>
    }) : (tensor<16x32x32x16xf32>, tensor<f32>) -> tensor<16x16x16x16xf32>
    %61 = stablehlo.convolution(%60, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x16x16x16xf32>, tensor<3x3x16x32xf32>) -> tensor<16x16x16x32xf32>
    %62 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x16x16x32xf32>
    %64 = stablehlo.add %61, %63 : tensor<16x16x16x32xf32>
    %65 = chlo.square %64 : tensor<16x16x16x32xf32> -> tensor<16x16x16x32xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16x16x16x32xf32>
    %67 = stablehlo.multiply %66, %64 : tensor<16x16x16x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%64 init: %cst_20) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_21 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %70 = stablehlo.divide %68, %69 : tensor<32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%65 init: %cst_22) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_23 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %73 = stablehlo.divide %71, %72 : tensor<32xf32>
    %74 = chlo.square %70 : tensor<32xf32> -> tensor<32xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %76 = stablehlo.multiply %75, %70 : tensor<32xf32>
    %77 = stablehlo.subtract %73, %74 : tensor<32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %79 = stablehlo.maximum %78, %77 : tensor<32xf32>
    %80 = stablehlo.compare EQ, %77, %79, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %83 = stablehlo.select %80, %81, %82 : tensor<32xi1>, tensor<32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %85 = stablehlo.compare EQ, %84, %79, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %88 = stablehlo.select %85, %86, %87 : tensor<32xi1>, tensor<32xf32>
    %89 = stablehlo.divide %83, %88 : tensor<32xf32>
    %cst_31 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %91 = stablehlo.multiply %90, %arg11 : tensor<32xf32>
    %cst_32 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %93 = stablehlo.multiply %92, %70 : tensor<32xf32>
    %94 = stablehlo.add %91, %93 : tensor<32xf32>
    %cst_33 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %96 = stablehlo.multiply %95, %arg13 : tensor<32xf32>
    %cst_34 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %98 = stablehlo.multiply %97, %79 : tensor<32xf32>
    %99 = stablehlo.add %96, %98 : tensor<32xf32>
    %100 = stablehlo.reshape %70 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %101 = stablehlo.reshape %79 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x16x16x32xf32>
    %103 = stablehlo.subtract %64, %102 : tensor<16x16x16x32xf32>
    %cst_35 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %105 = stablehlo.add %101, %104 : tensor<1x1x1x32xf32>
    %106 = stablehlo.rsqrt %105 : tensor<1x1x1x32xf32>
    %107 = stablehlo.divide %106, %105 : tensor<1x1x1x32xf32>
    %cst_36 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %109 = stablehlo.multiply %108, %107 : tensor<1x1x1x32xf32>
    %110 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %111 = stablehlo.multiply %106, %110 : tensor<1x1x1x32xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x16x16x32xf32>
    %113 = stablehlo.multiply %103, %112 : tensor<16x16x16x32xf32>
    %114 = stablehlo.reshape %arg10 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x16x16x32xf32>
    %116 = stablehlo.add %113, %115 : tensor<16x16x16x32xf32>
    %117 = call @relu_0(%116) : (tensor<16x16x16x32xf32>) -> tensor<16x16x16x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16x16x16x32xf32>
    %119 = stablehlo.compare GT, %116, %118, FLOAT : (tensor<16x16x16x32xf32>, tensor<16x16x16x32xf32>) -> tensor<16x16x16x32xi1>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<f32>
    %121 = "stablehlo.reduce_window"(%117, %120) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %311 = stablehlo.maximum %arg27, %arg28 : tensor<f32>
      stablehlo.return %311 : tensor<f32>
    }) : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<16x8x8x32xf32>
    %122 = stablehlo.reshape %121 : (tensor<16x8x8x32xf32>) -> tensor<16x2048xf32>
    %123 = stablehlo.dot_general %122, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x2048xf32>, tensor<2048x10xf32>) -> tensor<16x10xf32>
    %124 = stablehlo.reshape %arg4 : (tensor<10xf32>) -> tensor<1x10xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<16x10xf32>
    %126 = stablehlo.add %123, %125 : tensor<16x10xf32>
    %127 = stablehlo.broadcast_in_dim %arg26, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %128:2 = call @take_along_axis(%126, %127) : (tensor<16x10xf32>, tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %129:2 = call @_take(%128#0, %c) : (tensor<16x1xf32>, tensor<i32>) -> (tensor<16xf32>, tensor<1xi32>)
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %130 = stablehlo.reduce(%126 init: %cst_39) applies stablehlo.maximum across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %132 = stablehlo.maximum %131, %130 : tensor<16xf32>
    %133 = stablehlo.is_finite %132 : (tensor<16xf32>) -> tensor<16xi1>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %135 = stablehlo.select %133, %132, %134 : tensor<16xi1>, tensor<16xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x10xf32>
    %138 = stablehlo.subtract %126, %137 : tensor<16x10xf32>
    %139 = stablehlo.exponential %138 : tensor<16x10xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_42) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %141 = stablehlo.abs %140 : tensor<16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %143 = stablehlo.compare GE, %140, %142, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %144 = stablehlo.log %141 : tensor<16xf32>
    %145 = stablehlo.add %144, %135 : tensor<16xf32>
    %146 = stablehlo.subtract %145, %129#0 : tensor<16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_44) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_45 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %148 = stablehlo.divide %147, %cst_45 : tensor<f32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_47 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %149 = stablehlo.divide %cst_46, %cst_47 : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %151 = stablehlo.negate %150 : tensor<16xf32>
    %152 = stablehlo.divide %150, %141 : tensor<16xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %154 = stablehlo.select %143, %153, %152 : tensor<16xi1>, tensor<16xf32>
    %155 = stablehlo.select %143, %152, %153 : tensor<16xi1>, tensor<16xf32>
    %156 = stablehlo.negate %154 : tensor<16xf32>
    %157 = stablehlo.add %155, %156 : tensor<16xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0] : (tensor<16xf32>) -> tensor<16x10xf32>
    %159 = stablehlo.multiply %158, %139 : tensor<16x10xf32>
    %160 = call @_take_1(%129#1, %151) : (tensor<1xi32>, tensor<16xf32>) -> tensor<16x1xf32>
    %161 = call @take_along_axis_2(%128#1, %160) : (tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x10xf32>
    %162 = stablehlo.add %159, %161 : tensor<16x10xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_49) applies stablehlo.add across dimensions = [0] : (tensor<16x10xf32>, tensor<f32>) -> tensor<10xf32>
    %164 = stablehlo.reshape %163 : (tensor<10xf32>) -> tensor<1x10xf32>
    %165 = stablehlo.reshape %164 : (tensor<1x10xf32>) -> tensor<10xf32>
    %166 = stablehlo.dot_general %162, %122, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<16x2048xf32>) -> tensor<10x2048xf32>
    %167 = stablehlo.transpose %166, dims = [1, 0] : (tensor<10x2048xf32>) -> tensor<2048x10xf32>
    %168 = stablehlo.dot_general %162, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<2048x10xf32>) -> tensor<16x2048xf32>
    %169 = stablehlo.reshape %168 : (tensor<16x2048xf32>) -> tensor<16x8x8x32xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %170 = stablehlo.pad %117, %cst_50, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<16x16x16x32xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = "stablehlo.select_and_scatter"(%170, %169, %cst_51) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %311 = stablehlo.compare GE, %arg27, %arg28, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %311 : tensor<i1>
    }, {
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %311 = stablehlo.add %arg27, %arg28 : tensor<f32>
      stablehlo.return %311 : tensor<f32>
    }) : (tensor<16x16x16x32xf32>, tensor<16x8x8x32xf32>, tensor<f32>) -> tensor<16x16x16x32xf32>
    %172 = stablehlo.slice %171 [0:16, 0:16, 0:16, 0:32] : (tensor<16x16x16x32xf32>) -> tensor<16x16x16x32xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16x16x16x32xf32>
    %174 = stablehlo.select %119, %172, %173 : tensor<16x16x16x32xi1>, tensor<16x16x16x32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%174 init: %cst_53) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %176 = stablehlo.reshape %175 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %177 = stablehlo.reshape %176 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %178 = stablehlo.multiply %103, %174 : tensor<16x16x16x32xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%178 init: %cst_54) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %180 = stablehlo.reshape %179 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %181 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x16x16x32xf32>
    %182 = stablehlo.multiply %174, %181 : tensor<16x16x16x32xf32>
    %183 = stablehlo.multiply %106, %180 : tensor<1x1x1x32xf32>
    %184 = stablehlo.multiply %180, %110 : tensor<1x1x1x32xf32>
    %185 = stablehlo.reshape %183 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %186 = stablehlo.multiply %184, %109 : tensor<1x1x1x32xf32>
    %187 = stablehlo.negate %182 : tensor<16x16x16x32xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_55) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %189 = stablehlo.reshape %188 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %190 = stablehlo.reshape %186 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %191 = stablehlo.reshape %189 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %192 = stablehlo.multiply %190, %89 : tensor<32xf32>
    %193 = stablehlo.negate %192 : tensor<32xf32>
    %194 = stablehlo.multiply %193, %76 : tensor<32xf32>
    %195 = stablehlo.add %191, %194 : tensor<32xf32>
    %cst_56 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %197 = stablehlo.divide %192, %196 : tensor<32xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [3] : (tensor<32xf32>) -> tensor<16x16x16x32xf32>
    %cst_57 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %200 = stablehlo.divide %195, %199 : tensor<32xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [3] : (tensor<32xf32>) -> tensor<16x16x16x32xf32>
    %202 = stablehlo.add %182, %201 : tensor<16x16x16x32xf32>
    %203 = stablehlo.multiply %198, %67 : tensor<16x16x16x32xf32>
    %204 = stablehlo.add %202, %203 : tensor<16x16x16x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%204 init: %cst_58) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %206 = stablehlo.reshape %205 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %207 = stablehlo.reshape %206 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %208 = stablehlo.convolution(%60, %204) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x16x16x16xf32>, tensor<16x16x16x32xf32>) -> tensor<3x3x16x32xf32>
    %209 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x16x32xf32>
    %210 = stablehlo.convolution(%204, %209) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x16x16x32xf32>, tensor<3x3x16x32xf32>) -> tensor<16x16x16x16xf32>
    %cst_59 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %211 = stablehlo.pad %56, %cst_59, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<16x32x32x16xf32>, tensor<f32>) -> tensor<16x32x32x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = "stablehlo.select_and_scatter"(%211, %210, %cst_60) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %311 = stablehlo.compare GE, %arg27, %arg28, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %311 : tensor<i1>
    }, {
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %311 = stablehlo.add %arg27, %arg28 : tensor<f32>
      stablehlo.return %311 : tensor<f32>
    }) : (tensor<16x32x32x16xf32>, tensor<16x16x16x16xf32>, tensor<f32>) -> tensor<16x32x32x16xf32>
    %213 = stablehlo.slice %212 [0:16, 0:32, 0:32, 0:16] : (tensor<16x32x32x16xf32>) -> tensor<16x32x32x16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16x32x32x16xf32>
    %215 = stablehlo.select %58, %213, %214 : tensor<16x32x32x16xi1>, tensor<16x32x32x16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%215 init: %cst_62) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %217 = stablehlo.reshape %216 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %218 = stablehlo.reshape %217 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %219 = stablehlo.multiply %42, %215 : tensor<16x32x32x16xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_63) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %221 = stablehlo.reshape %220 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %222 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<16x32x32x16xf32>
    %223 = stablehlo.multiply %215, %222 : tensor<16x32x32x16xf32>
    %224 = stablehlo.multiply %45, %221 : tensor<1x1x1x16xf32>
    %225 = stablehlo.multiply %221, %49 : tensor<1x1x1x16xf32>
    %226 = stablehlo.reshape %224 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %227 = stablehlo.multiply %225, %48 : tensor<1x1x1x16xf32>
    %228 = stablehlo.negate %223 : tensor<16x32x32x16xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.reduce(%228 init: %cst_64) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %230 = stablehlo.reshape %229 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %231 = stablehlo.reshape %227 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %232 = stablehlo.reshape %230 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %233 = stablehlo.multiply %231, %28 : tensor<16xf32>
    %234 = stablehlo.negate %233 : tensor<16xf32>
    %235 = stablehlo.multiply %234, %15 : tensor<16xf32>
    %236 = stablehlo.add %232, %235 : tensor<16xf32>
    %cst_65 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %238 = stablehlo.divide %233, %237 : tensor<16xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [3] : (tensor<16xf32>) -> tensor<16x32x32x16xf32>
    %cst_66 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %241 = stablehlo.divide %236, %240 : tensor<16xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [3] : (tensor<16xf32>) -> tensor<16x32x32x16xf32>
    %243 = stablehlo.add %223, %242 : tensor<16x32x32x16xf32>
    %244 = stablehlo.multiply %239, %6 : tensor<16x32x32x16xf32>
    %245 = stablehlo.add %243, %244 : tensor<16x32x32x16xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_67) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %247 = stablehlo.reshape %246 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %248 = stablehlo.reshape %247 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %249 = stablehlo.convolution(%arg25, %245) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x3xf32>, tensor<16x32x32x16xf32>) -> tensor<3x3x3x16xf32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %251 = stablehlo.multiply %250, %arg14 : tensor<16xf32>
    %252 = stablehlo.add %248, %251 : tensor<16xf32>
    %cst_69 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %254 = stablehlo.multiply %253, %arg15 : tensor<3x3x3x16xf32>
    %255 = stablehlo.add %249, %254 : tensor<3x3x3x16xf32>
    %cst_70 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %257 = stablehlo.multiply %256, %arg16 : tensor<32xf32>
    %258 = stablehlo.add %207, %257 : tensor<32xf32>
    %cst_71 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %260 = stablehlo.multiply %259, %arg17 : tensor<3x3x16x32xf32>
    %261 = stablehlo.add %208, %260 : tensor<3x3x16x32xf32>
    %cst_72 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %263 = stablehlo.multiply %262, %arg18 : tensor<10xf32>
    %264 = stablehlo.add %165, %263 : tensor<10xf32>
    %cst_73 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2048x10xf32>
    %266 = stablehlo.multiply %265, %arg19 : tensor<2048x10xf32>
    %267 = stablehlo.add %167, %266 : tensor<2048x10xf32>
    %cst_74 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %269 = stablehlo.multiply %268, %arg20 : tensor<16xf32>
    %270 = stablehlo.add %218, %269 : tensor<16xf32>
    %cst_75 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %272 = stablehlo.multiply %271, %arg21 : tensor<16xf32>
    %273 = stablehlo.add %226, %272 : tensor<16xf32>
    %cst_76 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %275 = stablehlo.multiply %274, %arg22 : tensor<32xf32>
    %276 = stablehlo.add %177, %275 : tensor<32xf32>
    %cst_77 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %278 = stablehlo.multiply %277, %arg23 : tensor<32xf32>
    %279 = stablehlo.add %185, %278 : tensor<32xf32>
    %cst_78 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %281 = stablehlo.multiply %280, %252 : tensor<16xf32>
    %cst_79 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %283 = stablehlo.multiply %282, %255 : tensor<3x3x3x16xf32>
    %cst_80 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %285 = stablehlo.multiply %284, %258 : tensor<32xf32>
    %cst_81 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %287 = stablehlo.multiply %286, %261 : tensor<3x3x16x32xf32>
    %cst_82 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %289 = stablehlo.multiply %288, %264 : tensor<10xf32>
    %cst_83 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2048x10xf32>
    %291 = stablehlo.multiply %290, %267 : tensor<2048x10xf32>
    %cst_84 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %293 = stablehlo.multiply %292, %270 : tensor<16xf32>
    %cst_85 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %295 = stablehlo.multiply %294, %273 : tensor<16xf32>
    %cst_86 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %297 = stablehlo.multiply %296, %276 : tensor<32xf32>
    %cst_87 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %299 = stablehlo.multiply %298, %279 : tensor<32xf32>
    %300 = stablehlo.add %arg0, %281 : tensor<16xf32>
    %301 = stablehlo.add %arg1, %283 : tensor<3x3x3x16xf32>
    %302 = stablehlo.add %arg2, %285 : tensor<32xf32>
    %303 = stablehlo.add %arg3, %287 : tensor<3x3x16x32xf32>
    %304 = stablehlo.add %arg4, %289 : tensor<10xf32>
    %305 = stablehlo.add %arg5, %291 : tensor<2048x10xf32>
    %306 = stablehlo.add %arg6, %293 : tensor<16xf32>
    %307 = stablehlo.add %arg8, %295 : tensor<16xf32>
    %308 = stablehlo.add %arg10, %297 : tensor<32xf32>
    %309 = stablehlo.add %arg12, %299 : tensor<32xf32>
    %c_88 = stablehlo.constant dense<1> : tensor<ui32>
    %310 = stablehlo.add %arg24, %c_88 : tensor<ui32>
    return %148, %300, %301, %302, %303, %304, %305, %306, %33, %307, %38, %308, %94, %309, %99, %252, %255, %258, %261, %264, %267, %270, %273, %276, %279, %310 : tensor<f32>, tensor<16xf32>, tensor<3x3x3x16xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<10xf32>, tensor<2048x10xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<3x3x3x16xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<10xf32>, tensor<2048x10xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<ui32>
  }
  func.func private @relu(%arg0: tensor<16x32x32x16xf32>) -> tensor<16x32x32x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32x32x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x32x32x16xf32>
    return %1 : tensor<16x32x32x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<16x16x16x32xf32>) -> tensor<16x16x16x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16x16x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x16x16x32xf32>
    return %1 : tensor<16x16x16x32xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<16x10xf32>, %arg1: tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x1xi1>, tensor<16x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x1x1xi1>, tensor<i1>) -> tensor<16x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x10xf32>, tensor<16x1x1xi32>) -> tensor<16x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<16x1xi1>, tensor<16x1xf32>
    return %15, %5 : tensor<16x1xf32>, tensor<16x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<16x1xf32>, %arg1: tensor<i32>) -> (tensor<16xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 16, 1>}> : (tensor<16x1xf32>, tensor<1xi32>) -> tensor<16xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<16xi1>, tensor<16xf32>
    return %13, %3 : tensor<16xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_1(%arg0: tensor<1xi32>, %arg1: tensor<16xf32>) -> tensor<16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16x1xf32>, tensor<1xi32>, tensor<16xf32>) -> tensor<16x1xf32>
    return %1 : tensor<16x1xf32>
  }
  func.func private @take_along_axis_2(%arg0: tensor<16x1x1xi32>, %arg1: tensor<16x1xf32>) -> tensor<16x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16x10xf32>, tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x10xf32>
    return %1 : tensor<16x10xf32>
  }
}
