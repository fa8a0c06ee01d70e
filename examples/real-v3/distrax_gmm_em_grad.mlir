module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x4xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8x4x4xf32>, %arg3: tensor<512x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<8x4xf32> {jax.result_info = "result[1]['loc']"}, tensor<8xf32> {jax.result_info = "result[1]['logits']"}, tensor<8x4x4xf32> {jax.result_info = "result[1]['tril']"}, tensor<512x8xf32> {jax.result_info = "result[2]"}) {
    %0:2 = call @tril(%arg2) : (tensor<8x4x4xf32>) -> (tensor<8x4x4xf32>, tensor<8x4x4xi1>)
    %1 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %2 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %4 = stablehlo.add %1, %3 : tensor<4x4xi32>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %6 = stablehlo.convert %5 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %7:2 = call @diagonal(%arg2) : (tensor<8x4x4xf32>) -> (tensor<8x4xf32>, tensor<4x2xi32>)
    %8:2 = call @softplus(%7#0) : (tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>)
    %9 = stablehlo.broadcast_in_dim %8#0, dims = [0, 1] : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
    %10 = stablehlo.broadcast_in_dim %6, dims = [1, 2] : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<8x4x4xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x4xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<8x4x4xf32>
    %14 = stablehlo.add %0#0, %13 : tensor<8x4x4xf32>
    %15:2 = call @tril_0(%14) : (tensor<8x4x4xf32>) -> (tensor<8x4x4xf32>, tensor<8x4x4xi1>)
    %16:2 = call @tril_0(%15#0) : (tensor<8x4x4xf32>) -> (tensor<8x4x4xf32>, tensor<8x4x4xi1>)
    %17:4 = call @_diag(%16#0) : (tensor<8x4x4xf32>) -> (tensor<8x4xf32>, tensor<i32>, tensor<1x4x4xf32>, tensor<4x2xi32>)
    %18 = stablehlo.abs %17#0 : tensor<8x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %20 = stablehlo.compare GE, %17#0, %19, FLOAT : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xi1>
    %21 = stablehlo.log %18 : tensor<8x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %24:3 = call @log_softmax(%arg1) : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<1xf32>)
    %25:3 = call @log_softmax(%24#0) : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<1xf32>)
    %26 = stablehlo.broadcast_in_dim %arg3, dims = [0, 2] : (tensor<512x4xf32>) -> tensor<512x1x4xf32>
    %27 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<8x4xf32>) -> tensor<1x8x4xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<512x1x4xf32>) -> tensor<512x8x4xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x8x4xf32>) -> tensor<512x8x4xf32>
    %30 = stablehlo.subtract %28, %29 : tensor<512x8x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x8x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<512x8x4xf32>, tensor<f32>) -> tensor<512x8xf32>
    %33:3 = call @_solve_triangular(%16#0, %30) : (tensor<8x4x4xf32>, tensor<512x8x4xf32>) -> (tensor<512x8x4xf32>, tensor<8x4x4xi1>, tensor<8x4x512xf32>)
    %34 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<8xf32>) -> tensor<512x8xf32>
    %35 = stablehlo.negate %34 : tensor<512x8xf32>
    %36 = stablehlo.add %32, %35 : tensor<512x8xf32>
    %37 = stablehlo.broadcast_in_dim %23, dims = [1, 2] : (tensor<8x4xf32>) -> tensor<1x8x4xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x8x4xf32>) -> tensor<512x8x4xf32>
    %39 = stablehlo.subtract %33#0, %38 : tensor<512x8x4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x8x4xf32>
    %41 = stablehlo.divide %39, %40 : tensor<512x8x4xf32>
    %42 = chlo.square %41 : tensor<512x8x4xf32> -> tensor<512x8x4xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x8x4xf32>
    %44 = stablehlo.multiply %43, %41 : tensor<512x8x4xf32>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<512x8x4xf32>
    %46 = stablehlo.multiply %45, %42 : tensor<512x8x4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.log %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.918938517> : tensor<f32>
    %48 = stablehlo.add %cst_8, %47 : tensor<f32>
    %49 = stablehlo.convert %48 : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<512x8x4xf32>
    %51 = stablehlo.subtract %46, %50 : tensor<512x8x4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<512x8x4xf32>, tensor<f32>) -> tensor<512x8xf32>
    %53 = stablehlo.add %52, %36 : tensor<512x8xf32>
    %54 = stablehlo.broadcast_in_dim %25#0, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<512x8xf32>
    %56 = stablehlo.add %53, %55 : tensor<512x8xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_10) applies stablehlo.maximum across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %59 = stablehlo.maximum %58, %57 : tensor<512xf32>
    %60 = stablehlo.is_finite %59 : (tensor<512xf32>) -> tensor<512xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %62 = stablehlo.select %60, %59, %61 : tensor<512xi1>, tensor<512xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x8xf32>
    %65 = stablehlo.subtract %56, %64 : tensor<512x8xf32>
    %66 = stablehlo.exponential %65 : tensor<512x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
    %68 = stablehlo.abs %67 : tensor<512xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %70 = stablehlo.compare GE, %67, %69, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %71 = stablehlo.log %68 : tensor<512xf32>
    %72 = stablehlo.add %71, %62 : tensor<512xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %74 = stablehlo.divide %73, %cst_16 : tensor<f32>
    %75 = stablehlo.negate %74 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.negate %cst_17 : tensor<f32>
    %cst_18 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %77 = stablehlo.divide %76, %cst_18 : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %79 = stablehlo.divide %78, %68 : tensor<512xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %81 = stablehlo.select %70, %80, %79 : tensor<512xi1>, tensor<512xf32>
    %82 = stablehlo.select %70, %79, %80 : tensor<512xi1>, tensor<512xf32>
    %83 = stablehlo.negate %81 : tensor<512xf32>
    %84 = stablehlo.add %82, %83 : tensor<512xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0] : (tensor<512xf32>) -> tensor<512x8xf32>
    %86 = stablehlo.multiply %85, %66 : tensor<512x8xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<512x8xf32>, tensor<f32>) -> tensor<8xf32>
    %88 = stablehlo.reshape %87 : (tensor<8xf32>) -> tensor<1x8xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %90 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<512x8xf32>) -> tensor<512x8x4xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<512x8x4xf32>
    %92 = stablehlo.multiply %91, %90 : tensor<512x8x4xf32>
    %93 = stablehlo.multiply %92, %44 : tensor<512x8x4xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<512x8x4xf32>
    %95 = stablehlo.divide %93, %94 : tensor<512x8x4xf32>
    %96 = stablehlo.negate %86 : tensor<512x8xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<512x8xf32>, tensor<f32>) -> tensor<8xf32>
    %98:2 = call @_solve_triangular_2(%33#1, %16#0, %33#2, %95) : (tensor<8x4x4xi1>, tensor<8x4x4xf32>, tensor<8x4x512xf32>, tensor<512x8x4xf32>) -> (tensor<8x4x4xf32>, tensor<512x8x4xf32>)
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98#1 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<512x8x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %100 = stablehlo.reshape %99 : (tensor<8x4xf32>) -> tensor<1x8x4xf32>
    %101 = stablehlo.negate %100 : tensor<1x8x4xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%101 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<1x8x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %103 = call @log_softmax_3(%25#1, %25#2, %89) : (tensor<8xf32>, tensor<1xf32>, tensor<8xf32>) -> tensor<8xf32>
    %104 = call @log_softmax_3(%24#1, %24#2, %103) : (tensor<8xf32>, tensor<1xf32>, tensor<8xf32>) -> tensor<8xf32>
    %105 = stablehlo.broadcast_in_dim %97, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %106 = stablehlo.divide %105, %18 : tensor<8x4xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %108 = stablehlo.select %20, %107, %106 : tensor<8x4xi1>, tensor<8x4xf32>
    %109 = stablehlo.select %20, %106, %107 : tensor<8x4xi1>, tensor<8x4xf32>
    %110 = stablehlo.negate %108 : tensor<8x4xf32>
    %111 = stablehlo.add %109, %110 : tensor<8x4xf32>
    %112 = call @_diag_4(%17#1, %17#2, %17#3, %111) : (tensor<i32>, tensor<1x4x4xf32>, tensor<4x2xi32>, tensor<8x4xf32>) -> tensor<8x4x4xf32>
    %113 = stablehlo.add %98#0, %112 : tensor<8x4x4xf32>
    %114 = call @tril_6(%16#1, %113) : (tensor<8x4x4xi1>, tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %115 = call @tril_6(%15#1, %114) : (tensor<8x4x4xi1>, tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %116 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<8x4x4xf32>
    %117 = stablehlo.multiply %116, %115 : tensor<8x4x4xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%117 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x4x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %119 = stablehlo.reshape %118 : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%119 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x4x1xf32>, tensor<f32>) -> tensor<8x4xf32>
    %121 = call @softplus_7(%8#1, %120) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %122 = call @diagonal_8(%7#1, %121) : (tensor<4x2xi32>, tensor<8x4xf32>) -> tensor<8x4x4xf32>
    %123 = call @tril_9(%0#1, %115) : (tensor<8x4x4xi1>, tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %124 = stablehlo.add %122, %123 : tensor<8x4x4xf32>
    %125 = call @tril_10(%arg2) : (tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %126 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %127 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %128 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %129 = stablehlo.add %126, %128 : tensor<4x4xi32>
    %130 = stablehlo.compare EQ, %129, %127, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %131 = stablehlo.convert %130 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %132 = call @diagonal_11(%arg2) : (tensor<8x4x4xf32>) -> tensor<8x4xf32>
    %133 = call @softplus_12(%132) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
    %135 = stablehlo.broadcast_in_dim %131, dims = [1, 2] : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<8x4x4xf32>
    %137 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x4xf32>
    %138 = stablehlo.multiply %136, %137 : tensor<8x4x4xf32>
    %139 = stablehlo.add %125, %138 : tensor<8x4x4xf32>
    %140 = call @tril_13(%139) : (tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %141 = call @tril_13(%140) : (tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %142 = call @_diag_14(%141) : (tensor<8x4x4xf32>) -> tensor<8x4xf32>
    %143 = stablehlo.abs %142 : tensor<8x4xf32>
    %144 = stablehlo.log %143 : tensor<8x4xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %147 = stablehlo.broadcast_in_dim %arg3, dims = [0, 2] : (tensor<512x4xf32>) -> tensor<512x1x4xf32>
    %148 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<8x4xf32>) -> tensor<1x8x4xf32>
    %149 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<512x1x4xf32>) -> tensor<512x8x4xf32>
    %150 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x8x4xf32>) -> tensor<512x8x4xf32>
    %151 = stablehlo.subtract %149, %150 : tensor<512x8x4xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<512x8x4xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<512x8x4xf32>, tensor<f32>) -> tensor<512x8xf32>
    %154 = call @_solve_triangular_16(%141, %151) : (tensor<8x4x4xf32>, tensor<512x8x4xf32>) -> tensor<512x8x4xf32>
    %155 = stablehlo.broadcast_in_dim %145, dims = [1] : (tensor<8xf32>) -> tensor<512x8xf32>
    %156 = stablehlo.negate %155 : tensor<512x8xf32>
    %157 = stablehlo.add %153, %156 : tensor<512x8xf32>
    %158 = stablehlo.broadcast_in_dim %146, dims = [1, 2] : (tensor<8x4xf32>) -> tensor<1x8x4xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x8x4xf32>) -> tensor<512x8x4xf32>
    %160 = stablehlo.subtract %154, %159 : tensor<512x8x4xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<512x8x4xf32>
    %162 = stablehlo.divide %160, %161 : tensor<512x8x4xf32>
    %163 = chlo.square %162 : tensor<512x8x4xf32> -> tensor<512x8x4xf32>
    %cst_36 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<512x8x4xf32>
    %165 = stablehlo.multiply %164, %163 : tensor<512x8x4xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %166 = stablehlo.log %cst_37 : tensor<f32>
    %cst_38 = stablehlo.constant dense<0.918938517> : tensor<f32>
    %167 = stablehlo.add %cst_38, %166 : tensor<f32>
    %168 = stablehlo.convert %167 : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [] : (tensor<f32>) -> tensor<512x8x4xf32>
    %170 = stablehlo.subtract %165, %169 : tensor<512x8x4xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<512x8x4xf32>, tensor<f32>) -> tensor<512x8xf32>
    %172 = stablehlo.add %171, %157 : tensor<512x8xf32>
    %173 = call @log_softmax_17(%arg1) : (tensor<8xf32>) -> tensor<8xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<512x8xf32>
    %176 = stablehlo.add %172, %175 : tensor<512x8xf32>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %177 = stablehlo.reduce(%176 init: %cst_40) applies stablehlo.maximum across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %179 = stablehlo.maximum %178, %177 : tensor<512xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x8xf32>
    %182 = stablehlo.subtract %176, %181 : tensor<512x8xf32>
    %183 = stablehlo.exponential %182 : tensor<512x8xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_42) applies stablehlo.add across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x8xf32>
    %187 = stablehlo.divide %183, %186 : tensor<512x8xf32>
    return %75, %102, %104, %124, %187 : tensor<f32>, tensor<8x4xf32>, tensor<8xf32>, tensor<8x4x4xf32>, tensor<512x8xf32>
  }
  func.func private @tril(%arg0: tensor<8x4x4xf32>) -> (tensor<8x4x4xf32>, tensor<8x4x4xi1>) {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<8x4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
    %7 = stablehlo.select %5, %arg0, %6 : tensor<8x4x4xi1>, tensor<8x4x4xf32>
    return %7, %5 : tensor<8x4x4xf32>, tensor<8x4x4xi1>
  }
  func.func private @diagonal(%arg0: tensor<8x4x4xf32>) -> (tensor<8x4xf32>, tensor<4x2xi32>) {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %1 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %5 = stablehlo.add %0, %4 : tensor<4xi32>
    %6 = stablehlo.select %3, %5, %0 : tensor<4xi1>, tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare LT, %1, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %10 = stablehlo.add %1, %9 : tensor<4xi32>
    %11 = stablehlo.select %8, %10, %1 : tensor<4xi1>, tensor<4xi32>
    %12 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %15 = "stablehlo.gather"(%arg0, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1, 1>}> : (tensor<8x4x4xf32>, tensor<4x2xi32>) -> tensor<8x4xf32>
    return %15, %14 : tensor<8x4xf32>, tensor<4x2xi32>
  }
  func.func private @softplus(%arg0: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x4xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<8x4xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<8x4xf32>
    %7 = stablehlo.abs %3 : tensor<8x4xf32>
    %8 = stablehlo.negate %7 : tensor<8x4xf32>
    %9 = stablehlo.exponential %8 : tensor<8x4xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<8x4xf32>
    %11 = stablehlo.add %1, %10 : tensor<8x4xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<8x4xi1>, tensor<8x4xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<8x4xi1>, tensor<8x4xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<8x4xi1>, tensor<8x4xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<8x4xf32>
    %22 = stablehlo.exponential %21 : tensor<8x4xf32>
    return %12, %22 : tensor<8x4xf32>, tensor<8x4xf32>
  }
  func.func private @tril_0(%arg0: tensor<8x4x4xf32>) -> (tensor<8x4x4xf32>, tensor<8x4x4xi1>) {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<8x4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
    %7 = stablehlo.select %5, %arg0, %6 : tensor<8x4x4xi1>, tensor<8x4x4xf32>
    return %7, %5 : tensor<8x4x4xf32>, tensor<8x4x4xi1>
  }
  func.func private @_diag(%arg0: tensor<8x4x4xf32>) -> (tensor<8x4xf32>, tensor<i32>, tensor<1x4x4xf32>, tensor<4x2xi32>) {
    %0:4 = call @diagonal_1(%arg0) : (tensor<8x4x4xf32>) -> (tensor<8x4xf32>, tensor<i32>, tensor<1x4x4xf32>, tensor<4x2xi32>)
    return %0#0, %0#1, %0#2, %0#3 : tensor<8x4xf32>, tensor<i32>, tensor<1x4x4xf32>, tensor<4x2xi32>
  }
  func.func private @diagonal_1(%arg0: tensor<8x4x4xf32>) -> (tensor<8x4xf32>, tensor<i32>, tensor<1x4x4xf32>, tensor<4x2xi32>) {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %5 = stablehlo.convert %4 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7:3 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<4xi32>
      %9 = stablehlo.iota dim = 0 : tensor<4xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_2 = stablehlo.constant dense<4> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %13 = stablehlo.add %8, %12 : tensor<4xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<4xi1>, tensor<4xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_4 = stablehlo.constant dense<4> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %18 = stablehlo.add %9, %17 : tensor<4xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<4xi1>, tensor<4xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1, 1>}> : (tensor<8x4x4xf32>, tensor<4x2xi32>) -> tensor<8x4xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x4xf32>
      stablehlo.return %23, %24, %22 : tensor<8x4xf32>, tensor<1x4x4xf32>, tensor<4x2xi32>
    }) : (tensor<i32>) -> (tensor<8x4xf32>, tensor<1x4x4xf32>, tensor<4x2xi32>)
    return %7#0, %c_0, %7#1, %7#2 : tensor<8x4xf32>, tensor<i32>, tensor<1x4x4xf32>, tensor<4x2xi32>
  }
  func.func private @log_softmax(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.maximum %cst_0, %0 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<8xf32>
    %5 = stablehlo.exponential %4 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %8 = stablehlo.log %7 : tensor<1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<8xf32>
    return %10, %5, %7 : tensor<8xf32>, tensor<8xf32>, tensor<1xf32>
  }
  func.func private @_solve_triangular(%arg0: tensor<8x4x4xf32>, %arg1: tensor<512x8x4xf32>) -> (tensor<512x8x4xf32>, tensor<8x4x4xi1>, tensor<8x4x512xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<512x8x4xf32>) -> tensor<512x8x4x1xf32>
    %1 = stablehlo.transpose %0, dims = [1, 2, 3, 0] : (tensor<512x8x4x1xf32>) -> tensor<8x4x1x512xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x4x1x512xf32>) -> tensor<8x4x512xf32>
    %3 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %2) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=8, j=4, k=4, l=4, m=512, n=4, o=512}, custom>} : (tensor<8x4x4xf32>, tensor<8x4x512xf32>) -> tensor<8x4x512xf32>
    %4 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %6 = stablehlo.add %4, %5 : tensor<4x4xi32>
    %7 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %8 = stablehlo.compare GE, %6, %7, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<8x4x4xi1>
    %10 = stablehlo.reshape %3 : (tensor<8x4x512xf32>) -> tensor<8x4x1x512xf32>
    %11 = stablehlo.transpose %10, dims = [3, 0, 1, 2] : (tensor<8x4x1x512xf32>) -> tensor<512x8x4x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<512x8x4x1xf32>) -> tensor<512x8x4xf32>
    return %12, %9, %3 : tensor<512x8x4xf32>, tensor<8x4x4xi1>, tensor<8x4x512xf32>
  }
  func.func private @_solve_triangular_2(%arg0: tensor<8x4x4xi1>, %arg1: tensor<8x4x4xf32>, %arg2: tensor<8x4x512xf32>, %arg3: tensor<512x8x4xf32>) -> (tensor<8x4x4xf32>, tensor<512x8x4xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<512x8x4xf32>) -> tensor<512x8x4x1xf32>
    %1 = stablehlo.transpose %0, dims = [1, 2, 3, 0] : (tensor<512x8x4x1xf32>) -> tensor<8x4x1x512xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x4x1x512xf32>) -> tensor<8x4x512xf32>
    %3 = stablehlo.custom_call @lapack_strsm_ffi(%arg1, %2) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=8, j=4, k=4, l=4, m=512, n=4, o=512}, custom>} : (tensor<8x4x4xf32>, tensor<8x4x512xf32>) -> tensor<8x4x512xf32>
    %4 = stablehlo.dot_general %2, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<8x4x512xf32>, tensor<8x4x512xf32>) -> tensor<8x4x4xf32>
    %5 = stablehlo.custom_call @lapack_strsm_ffi(%arg1, %4) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=8, j=4, k=4, l=4, m=4, n=4, o=4}, custom>} : (tensor<8x4x4xf32>, tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %6 = stablehlo.negate %5 : tensor<8x4x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
    %8 = stablehlo.select %arg0, %6, %7 : tensor<8x4x4xi1>, tensor<8x4x4xf32>
    %9 = stablehlo.reshape %3 : (tensor<8x4x512xf32>) -> tensor<8x4x1x512xf32>
    %10 = stablehlo.transpose %9, dims = [3, 0, 1, 2] : (tensor<8x4x1x512xf32>) -> tensor<512x8x4x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.add across dimensions = [3] : (tensor<512x8x4x1xf32>, tensor<f32>) -> tensor<512x8x4xf32>
    return %8, %11 : tensor<8x4x4xf32>, tensor<512x8x4xf32>
  }
  func.func private @log_softmax_3(%arg0: tensor<8xf32>, %arg1: tensor<1xf32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.reshape %1 : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8xf32>
    return %7 : tensor<8xf32>
  }
  func.func private @_diag_4(%arg0: tensor<i32>, %arg1: tensor<1x4x4xf32>, %arg2: tensor<4x2xi32>, %arg3: tensor<8x4xf32>) -> tensor<8x4x4xf32> {
    %0 = call @diagonal_5(%arg0, %arg1, %arg2, %arg3) : (tensor<i32>, tensor<1x4x4xf32>, tensor<4x2xi32>, tensor<8x4xf32>) -> tensor<8x4x4xf32>
    return %0 : tensor<8x4x4xf32>
  }
  func.func private @diagonal_5(%arg0: tensor<i32>, %arg1: tensor<1x4x4xf32>, %arg2: tensor<4x2xi32>, %arg3: tensor<8x4xf32>) -> tensor<8x4x4xf32> {
    %0 = "stablehlo.case"(%arg0) ({
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }, {
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
      %3 = "stablehlo.scatter"(%2, %arg2, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1, 2], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %4 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %4 : tensor<f32>
      }) : (tensor<8x4x4xf32>, tensor<4x2xi32>, tensor<8x4xf32>) -> tensor<8x4x4xf32>
      stablehlo.return %3 : tensor<8x4x4xf32>
    }) : (tensor<i32>) -> tensor<8x4x4xf32>
    return %1 : tensor<8x4x4xf32>
  }
  func.func private @tril_6(%arg0: tensor<8x4x4xi1>, %arg1: tensor<8x4x4xf32>) -> tensor<8x4x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x4xi1>, tensor<8x4x4xf32>
    return %1 : tensor<8x4x4xf32>
  }
  func.func private @softplus_7(%arg0: tensor<8x4xf32>, %arg1: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
  func.func private @diagonal_8(%arg0: tensor<4x2xi32>, %arg1: tensor<8x4xf32>) -> tensor<8x4x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1, 2], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x4x4xf32>, tensor<4x2xi32>, tensor<8x4xf32>) -> tensor<8x4x4xf32>
    return %1 : tensor<8x4x4xf32>
  }
  func.func private @tril_9(%arg0: tensor<8x4x4xi1>, %arg1: tensor<8x4x4xf32>) -> tensor<8x4x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x4xi1>, tensor<8x4x4xf32>
    return %1 : tensor<8x4x4xf32>
  }
  func.func private @tril_10(%arg0: tensor<8x4x4xf32>) -> tensor<8x4x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<8x4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
    %7 = stablehlo.select %5, %arg0, %6 : tensor<8x4x4xi1>, tensor<8x4x4xf32>
    return %7 : tensor<8x4x4xf32>
  }
  func.func private @diagonal_11(%arg0: tensor<8x4x4xf32>) -> tensor<8x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %1 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %5 = stablehlo.add %0, %4 : tensor<4xi32>
    %6 = stablehlo.select %3, %5, %0 : tensor<4xi1>, tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare LT, %1, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %10 = stablehlo.add %1, %9 : tensor<4xi32>
    %11 = stablehlo.select %8, %10, %1 : tensor<4xi1>, tensor<4xi32>
    %12 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %15 = "stablehlo.gather"(%arg0, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1, 1>}> : (tensor<8x4x4xf32>, tensor<4x2xi32>) -> tensor<8x4xf32>
    return %15 : tensor<8x4xf32>
  }
  func.func private @softplus_12(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x4xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<8x4xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<8x4xf32>
    %7 = stablehlo.abs %3 : tensor<8x4xf32>
    %8 = stablehlo.negate %7 : tensor<8x4xf32>
    %9 = stablehlo.exponential %8 : tensor<8x4xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<8x4xf32>
    %11 = stablehlo.add %1, %10 : tensor<8x4xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<8x4xi1>, tensor<8x4xf32>
    return %12 : tensor<8x4xf32>
  }
  func.func private @tril_13(%arg0: tensor<8x4x4xf32>) -> tensor<8x4x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<8x4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
    %7 = stablehlo.select %5, %arg0, %6 : tensor<8x4x4xi1>, tensor<8x4x4xf32>
    return %7 : tensor<8x4x4xf32>
  }
  func.func private @_diag_14(%arg0: tensor<8x4x4xf32>) -> tensor<8x4xf32> {
    %0 = call @diagonal_15(%arg0) : (tensor<8x4x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
  func.func private @diagonal_15(%arg0: tensor<8x4x4xf32>) -> tensor<8x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %5 = stablehlo.convert %4 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<4xi32>
      %9 = stablehlo.iota dim = 0 : tensor<4xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_2 = stablehlo.constant dense<4> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %13 = stablehlo.add %8, %12 : tensor<4xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<4xi1>, tensor<4xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_4 = stablehlo.constant dense<4> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %18 = stablehlo.add %9, %17 : tensor<4xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<4xi1>, tensor<4xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1, 1>}> : (tensor<8x4x4xf32>, tensor<4x2xi32>) -> tensor<8x4xf32>
      stablehlo.return %23 : tensor<8x4xf32>
    }) : (tensor<i32>) -> tensor<8x4xf32>
    return %7 : tensor<8x4xf32>
  }
  func.func private @_solve_triangular_16(%arg0: tensor<8x4x4xf32>, %arg1: tensor<512x8x4xf32>) -> tensor<512x8x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<512x8x4xf32>) -> tensor<512x8x4x1xf32>
    %1 = stablehlo.transpose %0, dims = [1, 2, 3, 0] : (tensor<512x8x4x1xf32>) -> tensor<8x4x1x512xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x4x1x512xf32>) -> tensor<8x4x512xf32>
    %3 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %2) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=8, j=4, k=4, l=4, m=512, n=4, o=512}, custom>} : (tensor<8x4x4xf32>, tensor<8x4x512xf32>) -> tensor<8x4x512xf32>
    %4 = stablehlo.reshape %3 : (tensor<8x4x512xf32>) -> tensor<8x4x1x512xf32>
    %5 = stablehlo.transpose %4, dims = [3, 0, 1, 2] : (tensor<8x4x1x512xf32>) -> tensor<512x8x4x1xf32>
    %6 = stablehlo.reshape %5 : (tensor<512x8x4x1xf32>) -> tensor<512x8x4xf32>
    return %6 : tensor<512x8x4xf32>
  }
  func.func private @log_softmax_17(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.maximum %cst_0, %0 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<8xf32>
    %5 = stablehlo.exponential %4 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %8 = stablehlo.log %7 : tensor<1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<8xf32>
    return %10 : tensor<8xf32>
  }
}
