module @jit_pipeline attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x48x48x3xf32>, %arg1: tensor<4xf32>) -> (tensor<4x48x48x3xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<7xi32>
    %c = stablehlo.constant dense<-3> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %2 = stablehlo.add %1, %0 : tensor<7xi32>
    %3 = stablehlo.convert %2 : (tensor<7xi32>) -> tensor<7xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<7xf32>
    %5 = stablehlo.negate %4 : tensor<7xf32>
    %cst = stablehlo.constant dense<4.500000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %7 = stablehlo.divide %5, %6 : tensor<7xf32>
    %8 = stablehlo.exponential %7 : tensor<7xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<7xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %11 = stablehlo.divide %8, %10 : tensor<7xf32>
    %12 = stablehlo.reshape %11 : (tensor<7xf32>) -> tensor<7x1x1x1xf32>
    %13 = stablehlo.reshape %11 : (tensor<7xf32>) -> tensor<1x7x1x1xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x7x1x1xf32>) -> tensor<1x1x1x7x1x1x1x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3, 4, 5, 6, 7] : (tensor<1x1x1x7x1x1x1x1xf32>) -> tensor<1x1x1x7x1x1x3x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x1x1x7x1x1x3x1xf32>) -> tensor<1x7x1x3xf32>
    %17 = stablehlo.reshape %12 : (tensor<7x1x1x1xf32>) -> tensor<1x7x1x1x1x1x1x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3, 4, 5, 6, 7] : (tensor<1x7x1x1x1x1x1x1xf32>) -> tensor<1x7x1x1x1x1x3x1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x7x1x1x1x1x3x1xf32>) -> tensor<7x1x1x3xf32>
    %20 = stablehlo.convolution(%arg0, %16) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 3 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x48x48x3xf32>, tensor<1x7x1x3xf32>) -> tensor<4x48x48x3xf32>
    %21 = stablehlo.convolution(%20, %19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 3 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x48x48x3xf32>, tensor<7x1x1x3xf32>) -> tensor<4x48x48x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<4x48x48x3xf32>, tensor<f32>) -> tensor<4x3xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 3] : (tensor<4x3xf32>) -> tensor<4x1x1x3xf32>
    %cst_2 = stablehlo.constant dense<2.304000e+03> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x1x1x3xf32>
    %25 = stablehlo.divide %23, %24 : tensor<4x1x1x3xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<4x1x1x3xf32>) -> tensor<4x48x48x3xf32>
    %27 = stablehlo.subtract %21, %26 : tensor<4x48x48x3xf32>
    %28 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<4xf32>) -> tensor<4x1x1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<4x1x1x1xf32>) -> tensor<4x48x48x3xf32>
    %30 = stablehlo.multiply %29, %27 : tensor<4x48x48x3xf32>
    %31 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<4x1x1x3xf32>) -> tensor<4x48x48x3xf32>
    %32 = stablehlo.add %30, %31 : tensor<4x48x48x3xf32>
    %33 = stablehlo.slice %32 [0:4, 0:48, 0:48, 0:1] : (tensor<4x48x48x3xf32>) -> tensor<4x48x48x1xf32>
    %34 = stablehlo.slice %32 [0:4, 0:48, 0:48, 1:2] : (tensor<4x48x48x3xf32>) -> tensor<4x48x48x1xf32>
    %35 = stablehlo.slice %32 [0:4, 0:48, 0:48, 2:3] : (tensor<4x48x48x3xf32>) -> tensor<4x48x48x1xf32>
    %36 = stablehlo.reshape %33 : (tensor<4x48x48x1xf32>) -> tensor<4x48x48xf32>
    %37 = stablehlo.reshape %34 : (tensor<4x48x48x1xf32>) -> tensor<4x48x48xf32>
    %38 = stablehlo.reshape %35 : (tensor<4x48x48x1xf32>) -> tensor<4x48x48xf32>
    %39 = stablehlo.maximum %36, %37 : tensor<4x48x48xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<4x48x48xf32>
    %41 = stablehlo.minimum %36, %37 : tensor<4x48x48xf32>
    %42 = stablehlo.minimum %41, %38 : tensor<4x48x48xf32>
    %43 = stablehlo.subtract %40, %42 : tensor<4x48x48xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %45 = stablehlo.compare GT, %40, %44, FLOAT : (tensor<4x48x48xf32>, tensor<4x48x48xf32>) -> tensor<4x48x48xi1>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = call @_where(%45, %40, %cst_4) : (tensor<4x48x48xi1>, tensor<4x48x48xf32>, tensor<f32>) -> tensor<4x48x48xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %48 = stablehlo.compare GT, %43, %47, FLOAT : (tensor<4x48x48xf32>, tensor<4x48x48xf32>) -> tensor<4x48x48xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = call @_where(%48, %43, %cst_6) : (tensor<4x48x48xi1>, tensor<4x48x48xf32>, tensor<f32>) -> tensor<4x48x48xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %51 = stablehlo.compare GT, %40, %50, FLOAT : (tensor<4x48x48xf32>, tensor<4x48x48xf32>) -> tensor<4x48x48xi1>
    %52 = stablehlo.divide %43, %46 : tensor<4x48x48xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = call @_where(%51, %52, %cst_8) : (tensor<4x48x48xi1>, tensor<4x48x48xf32>, tensor<f32>) -> tensor<4x48x48xf32>
    %cst_9 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %55 = stablehlo.multiply %54, %49 : tensor<4x48x48xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %57 = stablehlo.divide %56, %55 : tensor<4x48x48xf32>
    %58 = stablehlo.compare EQ, %40, %37, FLOAT : (tensor<4x48x48xf32>, tensor<4x48x48xf32>) -> tensor<4x48x48xi1>
    %59 = stablehlo.subtract %38, %36 : tensor<4x48x48xf32>
    %60 = stablehlo.multiply %57, %59 : tensor<4x48x48xf32>
    %cst_11 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %62 = stablehlo.add %60, %61 : tensor<4x48x48xf32>
    %63 = stablehlo.subtract %36, %37 : tensor<4x48x48xf32>
    %64 = stablehlo.multiply %57, %63 : tensor<4x48x48xf32>
    %cst_12 = stablehlo.constant dense<0.666666686> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %66 = stablehlo.add %64, %65 : tensor<4x48x48xf32>
    %67 = call @_where_0(%58, %62, %66) : (tensor<4x48x48xi1>, tensor<4x48x48xf32>, tensor<4x48x48xf32>) -> tensor<4x48x48xf32>
    %68 = stablehlo.compare EQ, %40, %36, FLOAT : (tensor<4x48x48xf32>, tensor<4x48x48xf32>) -> tensor<4x48x48xi1>
    %69 = stablehlo.subtract %37, %38 : tensor<4x48x48xf32>
    %70 = stablehlo.multiply %57, %69 : tensor<4x48x48xf32>
    %71 = call @_where_0(%68, %70, %67) : (tensor<4x48x48xi1>, tensor<4x48x48xf32>, tensor<4x48x48xf32>) -> tensor<4x48x48xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %73 = stablehlo.compare GT, %43, %72, FLOAT : (tensor<4x48x48xf32>, tensor<4x48x48xf32>) -> tensor<4x48x48xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = call @_where(%73, %71, %cst_14) : (tensor<4x48x48xi1>, tensor<4x48x48xf32>, tensor<f32>) -> tensor<4x48x48xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %76 = stablehlo.compare LT, %71, %75, FLOAT : (tensor<4x48x48xf32>, tensor<4x48x48xf32>) -> tensor<4x48x48xi1>
    %77 = stablehlo.convert %76 : (tensor<4x48x48xi1>) -> tensor<4x48x48xf32>
    %78 = stablehlo.add %74, %77 : tensor<4x48x48xf32>
    %cst_16 = stablehlo.constant dense<0.699999988> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %80 = stablehlo.multiply %53, %79 : tensor<4x48x48xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = call @clip(%80, %cst_17, %cst_18) : (tensor<4x48x48xf32>, tensor<f32>, tensor<f32>) -> tensor<4x48x48xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %82 = call @remainder(%78, %cst_19) : (tensor<4x48x48xf32>, tensor<f32>) -> tensor<4x48x48xf32>
    %cst_20 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %84 = stablehlo.multiply %82, %83 : tensor<4x48x48xf32>
    %cst_21 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %86 = stablehlo.subtract %84, %85 : tensor<4x48x48xf32>
    %87 = stablehlo.abs %86 : tensor<4x48x48xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %89 = stablehlo.subtract %87, %88 : tensor<4x48x48xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = call @clip(%89, %cst_23, %cst_24) : (tensor<4x48x48xf32>, tensor<f32>, tensor<f32>) -> tensor<4x48x48xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %92 = stablehlo.subtract %84, %91 : tensor<4x48x48xf32>
    %93 = stablehlo.abs %92 : tensor<4x48x48xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %95 = stablehlo.subtract %94, %93 : tensor<4x48x48xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = call @clip(%95, %cst_27, %cst_28) : (tensor<4x48x48xf32>, tensor<f32>, tensor<f32>) -> tensor<4x48x48xf32>
    %cst_29 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %98 = stablehlo.subtract %84, %97 : tensor<4x48x48xf32>
    %99 = stablehlo.abs %98 : tensor<4x48x48xf32>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %101 = stablehlo.subtract %100, %99 : tensor<4x48x48xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %102 = call @clip(%101, %cst_31, %cst_32) : (tensor<4x48x48xf32>, tensor<f32>, tensor<f32>) -> tensor<4x48x48xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %104 = stablehlo.subtract %103, %81 : tensor<4x48x48xf32>
    %105 = stablehlo.multiply %81, %90 : tensor<4x48x48xf32>
    %106 = stablehlo.add %104, %105 : tensor<4x48x48xf32>
    %107 = stablehlo.multiply %40, %106 : tensor<4x48x48xf32>
    %108 = stablehlo.multiply %81, %96 : tensor<4x48x48xf32>
    %109 = stablehlo.add %104, %108 : tensor<4x48x48xf32>
    %110 = stablehlo.multiply %40, %109 : tensor<4x48x48xf32>
    %111 = stablehlo.multiply %81, %102 : tensor<4x48x48xf32>
    %112 = stablehlo.add %104, %111 : tensor<4x48x48xf32>
    %113 = stablehlo.multiply %40, %112 : tensor<4x48x48xf32>
    %114 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<4x48x48xf32>) -> tensor<4x48x48x1xf32>
    %115 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<4x48x48xf32>) -> tensor<4x48x48x1xf32>
    %116 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<4x48x48xf32>) -> tensor<4x48x48x1xf32>
    %117 = stablehlo.concatenate %114, %115, %116, dim = 3 : (tensor<4x48x48x1xf32>, tensor<4x48x48x1xf32>, tensor<4x48x48x1xf32>) -> tensor<4x48x48x3xf32>
    %118 = call @_flip(%117) : (tensor<4x48x48x3xf32>) -> tensor<4x48x48x3xf32>
    %119 = call @rot90(%118) : (tensor<4x48x48x3xf32>) -> tensor<4x48x48x3xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = call @clip_2(%119, %cst_34, %cst_35) : (tensor<4x48x48x3xf32>, tensor<f32>, tensor<f32>) -> tensor<4x48x48x3xf32>
    %121 = stablehlo.iota dim = 0 : tensor<11xi32>
    %c_36 = stablehlo.constant dense<5> : tensor<i32>
    %122 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %123 = stablehlo.subtract %121, %122 : tensor<11xi32>
    %124 = stablehlo.convert %123 : (tensor<11xi32>) -> tensor<11xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<11xf32>
    %126 = stablehlo.add %124, %125 : tensor<11xf32>
    %cst_38 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<11xf32>
    %128 = stablehlo.divide %126, %127 : tensor<11xf32>
    %129 = stablehlo.multiply %128, %128 : tensor<11xf32>
    %cst_39 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<11xf32>
    %131 = stablehlo.multiply %130, %129 : tensor<11xf32>
    %132 = stablehlo.exponential %131 : tensor<11xf32>
    %133 = stablehlo.convert %132 : tensor<11xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%133 init: %cst_40) applies stablehlo.add across dimensions = [0] : (tensor<11xf32>, tensor<f32>) -> tensor<f32>
    %135 = stablehlo.convert %132 : tensor<11xf32>
    %136 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<f32>) -> tensor<11xf32>
    %137 = stablehlo.divide %135, %136 : tensor<11xf32>
    %138 = stablehlo.transpose %arg0, dims = [0, 1, 3, 2] : (tensor<4x48x48x3xf32>) -> tensor<4x48x3x48xf32>
    %139 = stablehlo.reshape %138 : (tensor<4x48x3x48xf32>) -> tensor<576x48xf32>
    %140 = call @convolve(%139, %137) : (tensor<576x48xf32>, tensor<11xf32>) -> tensor<576x38xf32>
    %141 = stablehlo.reshape %140 : (tensor<576x38xf32>) -> tensor<4x48x3x38xf32>
    %142 = stablehlo.transpose %141, dims = [0, 1, 3, 2] : (tensor<4x48x3x38xf32>) -> tensor<4x48x38x3xf32>
    %143 = stablehlo.transpose %142, dims = [0, 2, 3, 1] : (tensor<4x48x38x3xf32>) -> tensor<4x38x3x48xf32>
    %144 = stablehlo.reshape %143 : (tensor<4x38x3x48xf32>) -> tensor<456x48xf32>
    %145 = call @convolve_4(%144, %137) : (tensor<456x48xf32>, tensor<11xf32>) -> tensor<456x38xf32>
    %146 = stablehlo.reshape %145 : (tensor<456x38xf32>) -> tensor<4x38x3x38xf32>
    %147 = stablehlo.transpose %146, dims = [0, 3, 1, 2] : (tensor<4x38x3x38xf32>) -> tensor<4x38x38x3xf32>
    %148 = stablehlo.transpose %120, dims = [0, 1, 3, 2] : (tensor<4x48x48x3xf32>) -> tensor<4x48x3x48xf32>
    %149 = stablehlo.reshape %148 : (tensor<4x48x3x48xf32>) -> tensor<576x48xf32>
    %150 = call @convolve(%149, %137) : (tensor<576x48xf32>, tensor<11xf32>) -> tensor<576x38xf32>
    %151 = stablehlo.reshape %150 : (tensor<576x38xf32>) -> tensor<4x48x3x38xf32>
    %152 = stablehlo.transpose %151, dims = [0, 1, 3, 2] : (tensor<4x48x3x38xf32>) -> tensor<4x48x38x3xf32>
    %153 = stablehlo.transpose %152, dims = [0, 2, 3, 1] : (tensor<4x48x38x3xf32>) -> tensor<4x38x3x48xf32>
    %154 = stablehlo.reshape %153 : (tensor<4x38x3x48xf32>) -> tensor<456x48xf32>
    %155 = call @convolve_4(%154, %137) : (tensor<456x48xf32>, tensor<11xf32>) -> tensor<456x38xf32>
    %156 = stablehlo.reshape %155 : (tensor<456x38xf32>) -> tensor<4x38x3x38xf32>
    %157 = stablehlo.transpose %156, dims = [0, 3, 1, 2] : (tensor<4x38x3x38xf32>) -> tensor<4x38x38x3xf32>
    %158 = stablehlo.multiply %147, %147 : tensor<4x38x38x3xf32>
    %159 = stablehlo.multiply %157, %157 : tensor<4x38x38x3xf32>
    %160 = stablehlo.multiply %147, %157 : tensor<4x38x38x3xf32>
    %161 = stablehlo.multiply %arg0, %arg0 : tensor<4x48x48x3xf32>
    %162 = stablehlo.transpose %161, dims = [0, 1, 3, 2] : (tensor<4x48x48x3xf32>) -> tensor<4x48x3x48xf32>
    %163 = stablehlo.reshape %162 : (tensor<4x48x3x48xf32>) -> tensor<576x48xf32>
    %164 = call @convolve(%163, %137) : (tensor<576x48xf32>, tensor<11xf32>) -> tensor<576x38xf32>
    %165 = stablehlo.reshape %164 : (tensor<576x38xf32>) -> tensor<4x48x3x38xf32>
    %166 = stablehlo.transpose %165, dims = [0, 1, 3, 2] : (tensor<4x48x3x38xf32>) -> tensor<4x48x38x3xf32>
    %167 = stablehlo.transpose %166, dims = [0, 2, 3, 1] : (tensor<4x48x38x3xf32>) -> tensor<4x38x3x48xf32>
    %168 = stablehlo.reshape %167 : (tensor<4x38x3x48xf32>) -> tensor<456x48xf32>
    %169 = call @convolve_4(%168, %137) : (tensor<456x48xf32>, tensor<11xf32>) -> tensor<456x38xf32>
    %170 = stablehlo.reshape %169 : (tensor<456x38xf32>) -> tensor<4x38x3x38xf32>
    %171 = stablehlo.transpose %170, dims = [0, 3, 1, 2] : (tensor<4x38x3x38xf32>) -> tensor<4x38x38x3xf32>
    %172 = stablehlo.subtract %171, %158 : tensor<4x38x38x3xf32>
    %173 = stablehlo.multiply %120, %120 : tensor<4x48x48x3xf32>
    %174 = stablehlo.transpose %173, dims = [0, 1, 3, 2] : (tensor<4x48x48x3xf32>) -> tensor<4x48x3x48xf32>
    %175 = stablehlo.reshape %174 : (tensor<4x48x3x48xf32>) -> tensor<576x48xf32>
    %176 = call @convolve(%175, %137) : (tensor<576x48xf32>, tensor<11xf32>) -> tensor<576x38xf32>
    %177 = stablehlo.reshape %176 : (tensor<576x38xf32>) -> tensor<4x48x3x38xf32>
    %178 = stablehlo.transpose %177, dims = [0, 1, 3, 2] : (tensor<4x48x3x38xf32>) -> tensor<4x48x38x3xf32>
    %179 = stablehlo.transpose %178, dims = [0, 2, 3, 1] : (tensor<4x48x38x3xf32>) -> tensor<4x38x3x48xf32>
    %180 = stablehlo.reshape %179 : (tensor<4x38x3x48xf32>) -> tensor<456x48xf32>
    %181 = call @convolve_4(%180, %137) : (tensor<456x48xf32>, tensor<11xf32>) -> tensor<456x38xf32>
    %182 = stablehlo.reshape %181 : (tensor<456x38xf32>) -> tensor<4x38x3x38xf32>
    %183 = stablehlo.transpose %182, dims = [0, 3, 1, 2] : (tensor<4x38x3x38xf32>) -> tensor<4x38x38x3xf32>
    %184 = stablehlo.subtract %183, %159 : tensor<4x38x38x3xf32>
    %185 = stablehlo.multiply %arg0, %120 : tensor<4x48x48x3xf32>
    %186 = stablehlo.transpose %185, dims = [0, 1, 3, 2] : (tensor<4x48x48x3xf32>) -> tensor<4x48x3x48xf32>
    %187 = stablehlo.reshape %186 : (tensor<4x48x3x48xf32>) -> tensor<576x48xf32>
    %188 = call @convolve(%187, %137) : (tensor<576x48xf32>, tensor<11xf32>) -> tensor<576x38xf32>
    %189 = stablehlo.reshape %188 : (tensor<576x38xf32>) -> tensor<4x48x3x38xf32>
    %190 = stablehlo.transpose %189, dims = [0, 1, 3, 2] : (tensor<4x48x3x38xf32>) -> tensor<4x48x38x3xf32>
    %191 = stablehlo.transpose %190, dims = [0, 2, 3, 1] : (tensor<4x48x38x3xf32>) -> tensor<4x38x3x48xf32>
    %192 = stablehlo.reshape %191 : (tensor<4x38x3x48xf32>) -> tensor<456x48xf32>
    %193 = call @convolve_4(%192, %137) : (tensor<456x48xf32>, tensor<11xf32>) -> tensor<456x38xf32>
    %194 = stablehlo.reshape %193 : (tensor<456x38xf32>) -> tensor<4x38x3x38xf32>
    %195 = stablehlo.transpose %194, dims = [0, 3, 1, 2] : (tensor<4x38x3x38xf32>) -> tensor<4x38x38x3xf32>
    %196 = stablehlo.subtract %195, %160 : tensor<4x38x38x3xf32>
    %cst_41 = stablehlo.constant dense<1.42108547E-14> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4x38x38x3xf32>
    %198 = stablehlo.maximum %197, %172 : tensor<4x38x38x3xf32>
    %cst_42 = stablehlo.constant dense<1.42108547E-14> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4x38x38x3xf32>
    %200 = stablehlo.maximum %199, %184 : tensor<4x38x38x3xf32>
    %201 = stablehlo.sign %196 : tensor<4x38x38x3xf32>
    %202 = stablehlo.multiply %198, %200 : tensor<4x38x38x3xf32>
    %203 = stablehlo.sqrt %202 : tensor<4x38x38x3xf32>
    %204 = stablehlo.abs %196 : tensor<4x38x38x3xf32>
    %205 = stablehlo.minimum %203, %204 : tensor<4x38x38x3xf32>
    %206 = stablehlo.multiply %201, %205 : tensor<4x38x38x3xf32>
    %cst_43 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x38x38x3xf32>
    %208 = stablehlo.multiply %207, %160 : tensor<4x38x38x3xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x38x38x3xf32>
    %210 = stablehlo.add %208, %209 : tensor<4x38x38x3xf32>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x38x38x3xf32>
    %212 = stablehlo.multiply %211, %206 : tensor<4x38x38x3xf32>
    %cst_46 = stablehlo.constant dense<8.99999984E-4> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x38x38x3xf32>
    %214 = stablehlo.add %212, %213 : tensor<4x38x38x3xf32>
    %215 = stablehlo.multiply %210, %214 : tensor<4x38x38x3xf32>
    %216 = stablehlo.add %158, %159 : tensor<4x38x38x3xf32>
    %cst_47 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4x38x38x3xf32>
    %218 = stablehlo.add %216, %217 : tensor<4x38x38x3xf32>
    %219 = stablehlo.add %198, %200 : tensor<4x38x38x3xf32>
    %cst_48 = stablehlo.constant dense<8.99999984E-4> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4x38x38x3xf32>
    %221 = stablehlo.add %219, %220 : tensor<4x38x38x3xf32>
    %222 = stablehlo.multiply %218, %221 : tensor<4x38x38x3xf32>
    %223 = stablehlo.divide %215, %222 : tensor<4x38x38x3xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.reduce(%223 init: %cst_49) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<4x38x38x3xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_50 = stablehlo.constant dense<4.332000e+03> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %226 = stablehlo.divide %224, %225 : tensor<4xf32>
    %227 = stablehlo.subtract %arg0, %120 : tensor<4x48x48x3xf32>
    %228 = chlo.square %227 : tensor<4x48x48x3xf32> -> tensor<4x48x48x3xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.reduce(%228 init: %cst_51) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<4x48x48x3xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_52 = stablehlo.constant dense<6.912000e+03> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %231 = stablehlo.divide %229, %230 : tensor<4xf32>
    %232 = stablehlo.log %231 : tensor<4xf32>
    %cst_53 = stablehlo.constant dense<-1.000000e+01> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %234 = stablehlo.multiply %233, %232 : tensor<4xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %235 = stablehlo.log %cst_54 : tensor<f32>
    %236 = stablehlo.convert %235 : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %238 = stablehlo.divide %234, %237 : tensor<4xf32>
    return %120, %226, %238 : tensor<4x48x48x3xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @_where(%arg0: tensor<4x48x48xi1>, %arg1: tensor<4x48x48xf32>, %arg2: tensor<f32>) -> tensor<4x48x48xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4x48x48xi1>, tensor<4x48x48xf32>
    return %2 : tensor<4x48x48xf32>
  }
  func.func private @_where_0(%arg0: tensor<4x48x48xi1>, %arg1: tensor<4x48x48xf32>, %arg2: tensor<4x48x48xf32>) -> tensor<4x48x48xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x48x48xi1>, tensor<4x48x48xf32>
    return %0 : tensor<4x48x48xf32>
  }
  func.func private @clip(%arg0: tensor<4x48x48xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x48x48xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x48x48xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x48x48xf32>
    return %5 : tensor<4x48x48xf32>
  }
  func.func private @remainder(%arg0: tensor<4x48x48xf32>, %arg1: tensor<f32>) -> tensor<4x48x48xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<4x48x48xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<4x48x48xf32>, tensor<4x48x48xf32>) -> tensor<4x48x48xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<4x48x48xf32>, tensor<4x48x48xf32>) -> tensor<4x48x48xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<4x48x48xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<4x48x48xi1>, tensor<4x48x48xi1>) -> tensor<4x48x48xi1>
    %10 = stablehlo.and %9, %4 : tensor<4x48x48xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %12 = stablehlo.add %2, %11 : tensor<4x48x48xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<4x48x48xi1>, tensor<4x48x48xf32>
    return %13 : tensor<4x48x48xf32>
  }
  func.func private @_flip(%arg0: tensor<4x48x48x3xf32>) -> tensor<4x48x48x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2] : tensor<4x48x48x3xf32>
    return %0 : tensor<4x48x48x3xf32>
  }
  func.func private @rot90(%arg0: tensor<4x48x48x3xf32>) -> tensor<4x48x48x3xf32> {
    %0 = call @_flip_1(%arg0) : (tensor<4x48x48x3xf32>) -> tensor<4x48x48x3xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3] : (tensor<4x48x48x3xf32>) -> tensor<4x48x48x3xf32>
    return %1 : tensor<4x48x48x3xf32>
  }
  func.func private @_flip_1(%arg0: tensor<4x48x48x3xf32>) -> tensor<4x48x48x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2] : tensor<4x48x48x3xf32>
    return %0 : tensor<4x48x48x3xf32>
  }
  func.func private @clip_2(%arg0: tensor<4x48x48x3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x48x48x3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x48x48x3xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x48x48x3xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x48x48x3xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x48x48x3xf32>
    return %5 : tensor<4x48x48x3xf32>
  }
  func.func private @convolve(%arg0: tensor<576x48xf32>, %arg1: tensor<11xf32>) -> tensor<576x38xf32> {
    %0 = call @_conv(%arg0, %arg1) : (tensor<576x48xf32>, tensor<11xf32>) -> tensor<576x38xf32>
    return %0 : tensor<576x38xf32>
  }
  func.func private @_conv(%arg0: tensor<576x48xf32>, %arg1: tensor<11xf32>) -> tensor<576x38xf32> {
    %0 = call @_flip_3(%arg1) : (tensor<11xf32>) -> tensor<11xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 3] : (tensor<576x48xf32>) -> tensor<576x1x1x48xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<11xf32>) -> tensor<1x1x11xf32>
    %3 = stablehlo.reshape %1 : (tensor<576x1x1x48xf32>) -> tensor<576x1x48xf32>
    %4 = stablehlo.convolution(%3, %2) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<576x1x48xf32>, tensor<1x1x11xf32>) -> tensor<576x1x38xf32>
    %5 = stablehlo.reshape %4 : (tensor<576x1x38xf32>) -> tensor<576x1x1x38xf32>
    %6 = stablehlo.reshape %5 : (tensor<576x1x1x38xf32>) -> tensor<576x38xf32>
    return %6 : tensor<576x38xf32>
  }
  func.func private @_flip_3(%arg0: tensor<11xf32>) -> tensor<11xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<11xf32>
    return %0 : tensor<11xf32>
  }
  func.func private @convolve_4(%arg0: tensor<456x48xf32>, %arg1: tensor<11xf32>) -> tensor<456x38xf32> {
    %0 = call @_conv_5(%arg0, %arg1) : (tensor<456x48xf32>, tensor<11xf32>) -> tensor<456x38xf32>
    return %0 : tensor<456x38xf32>
  }
  func.func private @_conv_5(%arg0: tensor<456x48xf32>, %arg1: tensor<11xf32>) -> tensor<456x38xf32> {
    %0 = call @_flip_6(%arg1) : (tensor<11xf32>) -> tensor<11xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 3] : (tensor<456x48xf32>) -> tensor<456x1x1x48xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<11xf32>) -> tensor<1x1x11xf32>
    %3 = stablehlo.reshape %1 : (tensor<456x1x1x48xf32>) -> tensor<456x1x48xf32>
    %4 = stablehlo.convolution(%3, %2) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<456x1x48xf32>, tensor<1x1x11xf32>) -> tensor<456x1x38xf32>
    %5 = stablehlo.reshape %4 : (tensor<456x1x38xf32>) -> tensor<456x1x1x38xf32>
    %6 = stablehlo.reshape %5 : (tensor<456x1x1x38xf32>) -> tensor<456x38xf32>
    return %6 : tensor<456x38xf32>
  }
  func.func private @_flip_6(%arg0: tensor<11xf32>) -> tensor<11xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<11xf32>
    return %0 : tensor<11xf32>
  }
}
