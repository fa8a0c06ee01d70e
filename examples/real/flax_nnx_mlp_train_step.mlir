module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xf32>, %arg1: tensor<32x128xf32>, %arg2: tensor<10xf32>, %arg3: tensor<128x10xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<i32>, %arg7: tensor<128xf32>, %arg8: tensor<32x128xf32>, %arg9: tensor<10xf32>, %arg10: tensor<128x10xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<32x128xf32>, %arg15: tensor<10xf32>, %arg16: tensor<128x10xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<ui32>, %arg20: tensor<16x32xf32>, %arg21: tensor<16x10xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<128xf32> {jax.result_info = "result[1][0]['l1']['bias'].value"}, tensor<32x128xf32> {jax.result_info = "result[1][0]['l1']['kernel'].value"}, tensor<10xf32> {jax.result_info = "result[1][0]['l2']['bias'].value"}, tensor<128x10xf32> {jax.result_info = "result[1][0]['l2']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0]['norm']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][0]['norm']['scale'].value"}, tensor<i32> {jax.result_info = "result[1][1]['opt_state'][0]['count'].value"}, tensor<128xf32> {jax.result_info = "result[1][1]['opt_state'][0]['mu']['l1']['bias'].value"}, tensor<32x128xf32> {jax.result_info = "result[1][1]['opt_state'][0]['mu']['l1']['kernel'].value"}, tensor<10xf32> {jax.result_info = "result[1][1]['opt_state'][0]['mu']['l2']['bias'].value"}, tensor<128x10xf32> {jax.result_info = "result[1][1]['opt_state'][0]['mu']['l2']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][1]['opt_state'][0]['mu']['norm']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][1]['opt_state'][0]['mu']['norm']['scale'].value"}, tensor<128xf32> {jax.result_info = "result[1][1]['opt_state'][0]['nu']['l1']['bias'].value"}, tensor<32x128xf32> {jax.result_info = "result[1][1]['opt_state'][0]['nu']['l1']['kernel'].value"}, tensor<10xf32> {jax.result_info = "result[1][1]['opt_state'][0]['nu']['l2']['bias'].value"}, tensor<128x10xf32> {jax.result_info = "result[1][1]['opt_state'][0]['nu']['l2']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][1]['opt_state'][0]['nu']['norm']['bias'].value"}, tensor<128xf32> {jax.result_info = "result[1][1]['opt_state'][0]['nu']['norm']['scale'].value"}, tensor<ui32> {jax.result_info = "result[1][1]['step'].value"}) {
    %0 = stablehlo.dot_general %arg20, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<128xf32>) -> tensor<1x128xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<16x128xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x128xf32>
    %4 = chlo.square %3 : tensor<16x128xf32> -> tensor<16x128xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<16x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x128xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.divide %7, %8 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<16x128xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
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
    %29 = stablehlo.reshape %9 : (tensor<16xf32>) -> tensor<16x1xf32>
    %30 = stablehlo.reshape %18 : (tensor<16xf32>) -> tensor<16x1xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x128xf32>
    %32 = stablehlo.subtract %3, %31 : tensor<16x128xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %34 = stablehlo.add %30, %33 : tensor<16x1xf32>
    %35 = stablehlo.rsqrt %34 : tensor<16x1xf32>
    %36 = stablehlo.divide %35, %34 : tensor<16x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<16x1xf32>
    %39 = stablehlo.reshape %arg5 : (tensor<128xf32>) -> tensor<1x128xf32>
    %40 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x128xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<16x128xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<16x128xf32>
    %43 = stablehlo.multiply %32, %42 : tensor<16x128xf32>
    %44 = stablehlo.reshape %arg4 : (tensor<128xf32>) -> tensor<1x128xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<16x128xf32>
    %46 = stablehlo.add %43, %45 : tensor<16x128xf32>
    %47 = stablehlo.multiply %46, %46 : tensor<16x128xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<16x128xf32>
    %49 = stablehlo.multiply %46, %46 : tensor<16x128xf32>
    %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %51 = stablehlo.multiply %50, %49 : tensor<16x128xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %53 = stablehlo.multiply %52, %48 : tensor<16x128xf32>
    %54 = stablehlo.add %46, %53 : tensor<16x128xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %56 = stablehlo.multiply %55, %54 : tensor<16x128xf32>
    %57 = stablehlo.tanh %56 : tensor<16x128xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %59 = stablehlo.subtract %58, %57 : tensor<16x128xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %61 = stablehlo.add %60, %57 : tensor<16x128xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<16x128xf32>
    %64 = stablehlo.multiply %46, %63 : tensor<16x128xf32>
    %65 = stablehlo.dot_general %64, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x10xf32>) -> tensor<16x10xf32>
    %66 = stablehlo.reshape %arg2 : (tensor<10xf32>) -> tensor<1x10xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<16x10xf32>
    %68 = stablehlo.add %65, %67 : tensor<16x10xf32>
    %69 = stablehlo.subtract %68, %arg21 : tensor<16x10xf32>
    %70 = stablehlo.multiply %69, %69 : tensor<16x10xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %72 = stablehlo.multiply %71, %69 : tensor<16x10xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%70 init: %cst_20) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<f32>
    %cst_21 = stablehlo.constant dense<1.600000e+02> : tensor<f32>
    %74 = stablehlo.divide %73, %cst_21 : tensor<f32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.600000e+02> : tensor<f32>
    %75 = stablehlo.divide %cst_22, %cst_23 : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %77 = stablehlo.multiply %76, %72 : tensor<16x10xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<16x10xf32>, tensor<f32>) -> tensor<10xf32>
    %79 = stablehlo.reshape %78 : (tensor<10xf32>) -> tensor<1x10xf32>
    %80 = stablehlo.reshape %79 : (tensor<1x10xf32>) -> tensor<10xf32>
    %81 = stablehlo.dot_general %77, %64, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<16x128xf32>) -> tensor<10x128xf32>
    %82 = stablehlo.transpose %81, dims = [1, 0] : (tensor<10x128xf32>) -> tensor<128x10xf32>
    %83 = stablehlo.dot_general %77, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<128x10xf32>) -> tensor<16x128xf32>
    %84 = stablehlo.multiply %46, %83 : tensor<16x128xf32>
    %85 = stablehlo.multiply %83, %63 : tensor<16x128xf32>
    %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %87 = stablehlo.multiply %86, %84 : tensor<16x128xf32>
    %88 = stablehlo.multiply %87, %59 : tensor<16x128xf32>
    %89 = stablehlo.multiply %88, %57 : tensor<16x128xf32>
    %90 = stablehlo.add %88, %89 : tensor<16x128xf32>
    %cst_26 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %92 = stablehlo.multiply %91, %90 : tensor<16x128xf32>
    %93 = stablehlo.add %85, %92 : tensor<16x128xf32>
    %cst_27 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %95 = stablehlo.multiply %94, %92 : tensor<16x128xf32>
    %96 = stablehlo.multiply %95, %51 : tensor<16x128xf32>
    %97 = stablehlo.add %93, %96 : tensor<16x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %99 = stablehlo.reshape %98 : (tensor<128xf32>) -> tensor<1x128xf32>
    %100 = stablehlo.reshape %99 : (tensor<1x128xf32>) -> tensor<128xf32>
    %101 = stablehlo.multiply %32, %97 : tensor<16x128xf32>
    %102 = stablehlo.multiply %97, %42 : tensor<16x128xf32>
    %103 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x128xf32>
    %104 = stablehlo.multiply %103, %101 : tensor<16x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %106 = stablehlo.reshape %105 : (tensor<128xf32>) -> tensor<1x128xf32>
    %107 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<16x128xf32>
    %108 = stablehlo.multiply %101, %107 : tensor<16x128xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_30) applies stablehlo.add across dimensions = [1] : (tensor<16x128xf32>, tensor<f32>) -> tensor<16xf32>
    %110 = stablehlo.reshape %109 : (tensor<16xf32>) -> tensor<16x1xf32>
    %111 = stablehlo.reshape %106 : (tensor<1x128xf32>) -> tensor<128xf32>
    %112 = stablehlo.multiply %110, %38 : tensor<16x1xf32>
    %113 = stablehlo.negate %102 : tensor<16x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<16x128xf32>, tensor<f32>) -> tensor<16xf32>
    %115 = stablehlo.reshape %114 : (tensor<16xf32>) -> tensor<16x1xf32>
    %116 = stablehlo.reshape %112 : (tensor<16x1xf32>) -> tensor<16xf32>
    %117 = stablehlo.reshape %115 : (tensor<16x1xf32>) -> tensor<16xf32>
    %118 = stablehlo.multiply %116, %28 : tensor<16xf32>
    %119 = stablehlo.negate %118 : tensor<16xf32>
    %120 = stablehlo.multiply %119, %15 : tensor<16xf32>
    %121 = stablehlo.add %117, %120 : tensor<16xf32>
    %cst_32 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %123 = stablehlo.divide %118, %122 : tensor<16xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0] : (tensor<16xf32>) -> tensor<16x128xf32>
    %cst_33 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %126 = stablehlo.divide %121, %125 : tensor<16xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0] : (tensor<16xf32>) -> tensor<16x128xf32>
    %128 = stablehlo.add %102, %127 : tensor<16x128xf32>
    %129 = stablehlo.multiply %124, %6 : tensor<16x128xf32>
    %130 = stablehlo.add %128, %129 : tensor<16x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %132 = stablehlo.reshape %131 : (tensor<128xf32>) -> tensor<1x128xf32>
    %133 = stablehlo.reshape %132 : (tensor<1x128xf32>) -> tensor<128xf32>
    %134 = stablehlo.dot_general %130, %arg20, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %135 = stablehlo.transpose %134, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %137 = stablehlo.multiply %136, %133 : tensor<128xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %139 = stablehlo.multiply %138, %arg7 : tensor<128xf32>
    %140 = stablehlo.add %137, %139 : tensor<128xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %142 = stablehlo.multiply %141, %135 : tensor<32x128xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %144 = stablehlo.multiply %143, %arg8 : tensor<32x128xf32>
    %145 = stablehlo.add %142, %144 : tensor<32x128xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %147 = stablehlo.multiply %146, %80 : tensor<10xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %149 = stablehlo.multiply %148, %arg9 : tensor<10xf32>
    %150 = stablehlo.add %147, %149 : tensor<10xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %152 = stablehlo.multiply %151, %82 : tensor<128x10xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %154 = stablehlo.multiply %153, %arg10 : tensor<128x10xf32>
    %155 = stablehlo.add %152, %154 : tensor<128x10xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %157 = stablehlo.multiply %156, %100 : tensor<128xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %159 = stablehlo.multiply %158, %arg11 : tensor<128xf32>
    %160 = stablehlo.add %157, %159 : tensor<128xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %162 = stablehlo.multiply %161, %111 : tensor<128xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %164 = stablehlo.multiply %163, %arg12 : tensor<128xf32>
    %165 = stablehlo.add %162, %164 : tensor<128xf32>
    %166 = stablehlo.multiply %133, %133 : tensor<128xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %168 = stablehlo.multiply %167, %166 : tensor<128xf32>
    %cst_48 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %170 = stablehlo.multiply %169, %arg13 : tensor<128xf32>
    %171 = stablehlo.add %168, %170 : tensor<128xf32>
    %172 = stablehlo.multiply %135, %135 : tensor<32x128xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %174 = stablehlo.multiply %173, %172 : tensor<32x128xf32>
    %cst_50 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %176 = stablehlo.multiply %175, %arg14 : tensor<32x128xf32>
    %177 = stablehlo.add %174, %176 : tensor<32x128xf32>
    %178 = stablehlo.multiply %80, %80 : tensor<10xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %180 = stablehlo.multiply %179, %178 : tensor<10xf32>
    %cst_52 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %182 = stablehlo.multiply %181, %arg15 : tensor<10xf32>
    %183 = stablehlo.add %180, %182 : tensor<10xf32>
    %184 = stablehlo.multiply %82, %82 : tensor<128x10xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %186 = stablehlo.multiply %185, %184 : tensor<128x10xf32>
    %cst_54 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %188 = stablehlo.multiply %187, %arg16 : tensor<128x10xf32>
    %189 = stablehlo.add %186, %188 : tensor<128x10xf32>
    %190 = stablehlo.multiply %100, %100 : tensor<128xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %192 = stablehlo.multiply %191, %190 : tensor<128xf32>
    %cst_56 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %194 = stablehlo.multiply %193, %arg17 : tensor<128xf32>
    %195 = stablehlo.add %192, %194 : tensor<128xf32>
    %196 = stablehlo.multiply %111, %111 : tensor<128xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %198 = stablehlo.multiply %197, %196 : tensor<128xf32>
    %cst_58 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %200 = stablehlo.multiply %199, %arg18 : tensor<128xf32>
    %201 = stablehlo.add %198, %200 : tensor<128xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %202 = stablehlo.compare LT, %arg6, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_59 = stablehlo.constant dense<1> : tensor<i32>
    %203 = stablehlo.add %arg6, %c_59 : tensor<i32>
    %c_60 = stablehlo.constant dense<2147483647> : tensor<i32>
    %204 = call @_where(%202, %203, %c_60) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_61 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %205 = stablehlo.convert %204 : (tensor<i32>) -> tensor<f32>
    %206 = stablehlo.power %cst_61, %205 : tensor<f32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %207 = stablehlo.subtract %cst_62, %206 : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %209 = stablehlo.divide %140, %208 : tensor<128xf32>
    %210 = stablehlo.broadcast_in_dim %207, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %211 = stablehlo.divide %145, %210 : tensor<32x128xf32>
    %212 = stablehlo.broadcast_in_dim %207, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %213 = stablehlo.divide %150, %212 : tensor<10xf32>
    %214 = stablehlo.broadcast_in_dim %207, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %215 = stablehlo.divide %155, %214 : tensor<128x10xf32>
    %216 = stablehlo.broadcast_in_dim %207, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %217 = stablehlo.divide %160, %216 : tensor<128xf32>
    %218 = stablehlo.broadcast_in_dim %207, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %219 = stablehlo.divide %165, %218 : tensor<128xf32>
    %cst_63 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %220 = stablehlo.convert %204 : (tensor<i32>) -> tensor<f32>
    %221 = stablehlo.power %cst_63, %220 : tensor<f32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %222 = stablehlo.subtract %cst_64, %221 : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %224 = stablehlo.divide %171, %223 : tensor<128xf32>
    %225 = stablehlo.broadcast_in_dim %222, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %226 = stablehlo.divide %177, %225 : tensor<32x128xf32>
    %227 = stablehlo.broadcast_in_dim %222, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %228 = stablehlo.divide %183, %227 : tensor<10xf32>
    %229 = stablehlo.broadcast_in_dim %222, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %230 = stablehlo.divide %189, %229 : tensor<128x10xf32>
    %231 = stablehlo.broadcast_in_dim %222, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %232 = stablehlo.divide %195, %231 : tensor<128xf32>
    %233 = stablehlo.broadcast_in_dim %222, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %234 = stablehlo.divide %201, %233 : tensor<128xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %236 = stablehlo.add %224, %235 : tensor<128xf32>
    %237 = stablehlo.sqrt %236 : tensor<128xf32>
    %cst_66 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %239 = stablehlo.add %237, %238 : tensor<128xf32>
    %240 = stablehlo.divide %209, %239 : tensor<128xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %242 = stablehlo.add %226, %241 : tensor<32x128xf32>
    %243 = stablehlo.sqrt %242 : tensor<32x128xf32>
    %cst_68 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %245 = stablehlo.add %243, %244 : tensor<32x128xf32>
    %246 = stablehlo.divide %211, %245 : tensor<32x128xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %248 = stablehlo.add %228, %247 : tensor<10xf32>
    %249 = stablehlo.sqrt %248 : tensor<10xf32>
    %cst_70 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %251 = stablehlo.add %249, %250 : tensor<10xf32>
    %252 = stablehlo.divide %213, %251 : tensor<10xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %254 = stablehlo.add %230, %253 : tensor<128x10xf32>
    %255 = stablehlo.sqrt %254 : tensor<128x10xf32>
    %cst_72 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %257 = stablehlo.add %255, %256 : tensor<128x10xf32>
    %258 = stablehlo.divide %215, %257 : tensor<128x10xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %260 = stablehlo.add %232, %259 : tensor<128xf32>
    %261 = stablehlo.sqrt %260 : tensor<128xf32>
    %cst_74 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %263 = stablehlo.add %261, %262 : tensor<128xf32>
    %264 = stablehlo.divide %217, %263 : tensor<128xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %266 = stablehlo.add %234, %265 : tensor<128xf32>
    %267 = stablehlo.sqrt %266 : tensor<128xf32>
    %cst_76 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %269 = stablehlo.add %267, %268 : tensor<128xf32>
    %270 = stablehlo.divide %219, %269 : tensor<128xf32>
    %cst_77 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %272 = stablehlo.multiply %271, %arg0 : tensor<128xf32>
    %273 = stablehlo.add %240, %272 : tensor<128xf32>
    %cst_78 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %275 = stablehlo.multiply %274, %arg1 : tensor<32x128xf32>
    %276 = stablehlo.add %246, %275 : tensor<32x128xf32>
    %cst_79 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %278 = stablehlo.multiply %277, %arg2 : tensor<10xf32>
    %279 = stablehlo.add %252, %278 : tensor<10xf32>
    %cst_80 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %281 = stablehlo.multiply %280, %arg3 : tensor<128x10xf32>
    %282 = stablehlo.add %258, %281 : tensor<128x10xf32>
    %cst_81 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %284 = stablehlo.multiply %283, %arg4 : tensor<128xf32>
    %285 = stablehlo.add %264, %284 : tensor<128xf32>
    %cst_82 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %287 = stablehlo.multiply %286, %arg5 : tensor<128xf32>
    %288 = stablehlo.add %270, %287 : tensor<128xf32>
    %cst_83 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %290 = stablehlo.multiply %289, %273 : tensor<128xf32>
    %cst_84 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %292 = stablehlo.multiply %291, %276 : tensor<32x128xf32>
    %cst_85 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %294 = stablehlo.multiply %293, %279 : tensor<10xf32>
    %cst_86 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %296 = stablehlo.multiply %295, %282 : tensor<128x10xf32>
    %cst_87 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %298 = stablehlo.multiply %297, %285 : tensor<128xf32>
    %cst_88 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %300 = stablehlo.multiply %299, %288 : tensor<128xf32>
    %301 = stablehlo.add %arg0, %290 : tensor<128xf32>
    %302 = stablehlo.add %arg1, %292 : tensor<32x128xf32>
    %303 = stablehlo.add %arg2, %294 : tensor<10xf32>
    %304 = stablehlo.add %arg3, %296 : tensor<128x10xf32>
    %305 = stablehlo.add %arg4, %298 : tensor<128xf32>
    %306 = stablehlo.add %arg5, %300 : tensor<128xf32>
    %c_89 = stablehlo.constant dense<1> : tensor<ui32>
    %307 = stablehlo.add %arg19, %c_89 : tensor<ui32>
    return %74, %301, %302, %303, %304, %305, %306, %204, %140, %145, %150, %155, %160, %165, %171, %177, %183, %189, %195, %201, %307 : tensor<f32>, tensor<128xf32>, tensor<32x128xf32>, tensor<10xf32>, tensor<128x10xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i32>, tensor<128xf32>, tensor<32x128xf32>, tensor<10xf32>, tensor<128x10xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<10xf32>, tensor<128x10xf32>, tensor<128xf32>, tensor<128xf32>, tensor<ui32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
