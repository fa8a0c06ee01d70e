module @jit_modes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<1024x4xf32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}) {
    %0:3 = call @_lobpcg_standard_callable(%arg0) : (tensor<1024x4xf32>) -> (tensor<4xf32>, tensor<1024x4xf32>, tensor<i32>)
    return %0#0, %0#1, %0#2 : tensor<4xf32>, tensor<1024x4xf32>, tensor<i32>
  }
  func.func private @_lobpcg_standard_callable(%arg0: tensor<1024x4xf32>) -> (tensor<4xf32>, tensor<1024x4xf32>, tensor<i32>) {
    %0 = call @norm(%arg0) : (tensor<1024x4xf32>) -> tensor<1x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %2 = stablehlo.compare EQ, %0, %1, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = call @_where(%2, %cst_0, %0) : (tensor<1x4xi1>, tensor<f32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
    %5 = stablehlo.divide %arg0, %4 : tensor<1024x4xf32>
    %6 = stablehlo.transpose %5, dims = [1, 0] : (tensor<1024x4xf32>) -> tensor<4x1024xf32>
    %7 = stablehlo.dot_general %6, %5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x1024xf32>, tensor<1024x4xf32>) -> tensor<4x4xf32>
    %8:2 = call @eigh(%7) : (tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4x4xf32>)
    %9 = stablehlo.reverse %8#0, dims = [0] : tensor<4xf32>
    %10 = stablehlo.reverse %8#1, dims = [1] : tensor<4x4xf32>
    %11 = stablehlo.slice %9 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %12 = stablehlo.reshape %11 : (tensor<1xf32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %13 = stablehlo.multiply %cst_1, %12 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %15 = stablehlo.maximum %9, %14 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.compare GT, %13, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = call @_where_0(%16, %15, %cst_3) : (tensor<i1>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_4 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.power %17, %18 : tensor<4xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %22 = stablehlo.multiply %10, %21 : tensor<4x4xf32>
    %23 = stablehlo.dot_general %5, %22, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1024x4xf32>, tensor<4x4xf32>) -> tensor<1024x4xf32>
    %24 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %25 = stablehlo.compare GT, %9, %24, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %26 = call @_diag(%7) : (tensor<4x4xf32>) -> tensor<4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %28 = stablehlo.compare GT, %26, %27, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %29 = stablehlo.and %25, %28 : tensor<4xi1>
    %30 = stablehlo.broadcast_in_dim %29, dims = [1] : (tensor<4xi1>) -> tensor<1x4xi1>
    %31 = stablehlo.convert %30 : (tensor<1x4xi1>) -> tensor<1x4xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
    %33 = stablehlo.multiply %23, %32 : tensor<1024x4xf32>
    %34 = call @norm(%33) : (tensor<1024x4xf32>) -> tensor<1x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %36 = stablehlo.compare GT, %34, %35, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
    %37 = stablehlo.and %30, %36 : tensor<1x4xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = call @_where_1(%37, %34, %cst_7) : (tensor<1x4xi1>, tensor<1x4xf32>, tensor<f32>) -> tensor<1x4xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
    %40 = stablehlo.divide %33, %39 : tensor<1024x4xf32>
    %41 = call @norm(%40) : (tensor<1024x4xf32>) -> tensor<1x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %43 = stablehlo.compare EQ, %41, %42, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = call @_where(%43, %cst_9, %41) : (tensor<1x4xi1>, tensor<f32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
    %46 = stablehlo.divide %40, %45 : tensor<1024x4xf32>
    %47 = stablehlo.transpose %46, dims = [1, 0] : (tensor<1024x4xf32>) -> tensor<4x1024xf32>
    %48 = stablehlo.dot_general %47, %46, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x1024xf32>, tensor<1024x4xf32>) -> tensor<4x4xf32>
    %49:2 = call @eigh(%48) : (tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4x4xf32>)
    %50 = stablehlo.reverse %49#0, dims = [0] : tensor<4xf32>
    %51 = stablehlo.reverse %49#1, dims = [1] : tensor<4x4xf32>
    %52 = stablehlo.slice %50 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %53 = stablehlo.reshape %52 : (tensor<1xf32>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %54 = stablehlo.multiply %cst_10, %53 : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %56 = stablehlo.maximum %50, %55 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.compare GT, %54, %cst_11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = call @_where_0(%57, %56, %cst_12) : (tensor<i1>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %60 = stablehlo.power %58, %59 : tensor<4xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %63 = stablehlo.multiply %51, %62 : tensor<4x4xf32>
    %64 = stablehlo.dot_general %46, %63, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1024x4xf32>, tensor<4x4xf32>) -> tensor<1024x4xf32>
    %65 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %66 = stablehlo.compare GT, %50, %65, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %67 = call @_diag(%48) : (tensor<4x4xf32>) -> tensor<4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %69 = stablehlo.compare GT, %67, %68, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %70 = stablehlo.and %66, %69 : tensor<4xi1>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1] : (tensor<4xi1>) -> tensor<1x4xi1>
    %72 = stablehlo.convert %71 : (tensor<1x4xi1>) -> tensor<1x4xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
    %74 = stablehlo.multiply %64, %73 : tensor<1024x4xf32>
    %75 = call @norm(%74) : (tensor<1024x4xf32>) -> tensor<1x4xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %77 = stablehlo.compare GT, %75, %76, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
    %78 = stablehlo.and %71, %77 : tensor<1x4xi1>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %79 = call @_where_1(%78, %75, %cst_16) : (tensor<1x4xi1>, tensor<1x4xf32>, tensor<f32>) -> tensor<1x4xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
    %81 = stablehlo.divide %74, %80 : tensor<1024x4xf32>
    %82 = stablehlo.slice %81 [0:4, 0:4] : (tensor<1024x4xf32>) -> tensor<4x4xf32>
    %83 = stablehlo.slice %81 [4:1024, 0:4] : (tensor<1024x4xf32>) -> tensor<1020x4xf32>
    %84:3 = call @svd(%82) : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>)
    %85 = stablehlo.dot_general %84#0, %84#2, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %86 = stablehlo.add %82, %85 : tensor<4x4xf32>
    %87 = stablehlo.concatenate %86, %83, dim = 0 : (tensor<4x4xf32>, tensor<1020x4xf32>) -> tensor<1024x4xf32>
    %88 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %89 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %90 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %91 = stablehlo.add %88, %90 : tensor<4x4xi32>
    %92 = stablehlo.compare EQ, %91, %89, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %93 = stablehlo.convert %92 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1016x4xf32>
    %95 = stablehlo.concatenate %93, %94, dim = 0 : (tensor<4x4xf32>, tensor<1016x4xf32>) -> tensor<1020x4xf32>
    %96 = stablehlo.transpose %84#2, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %98 = stablehlo.add %97, %84#1 : tensor<4xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<4xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %102 = stablehlo.power %100, %101 : tensor<4xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %105 = stablehlo.multiply %96, %104 : tensor<4x4xf32>
    %106 = stablehlo.dot_general %87, %105, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1024x4xf32>, tensor<4x4xf32>) -> tensor<1024x4xf32>
    %107 = stablehlo.slice %106 [4:1024, 0:4] : (tensor<1024x4xf32>) -> tensor<1020x4xf32>
    %108 = stablehlo.transpose %107, dims = [1, 0] : (tensor<1020x4xf32>) -> tensor<4x1020xf32>
    %109 = stablehlo.dot_general %95, %108, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<1020x4xf32>, tensor<4x1020xf32>) -> tensor<4x4xf32>
    %110 = stablehlo.dot_general %106, %109, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<1024x4xf32>, tensor<4x4xf32>) -> tensor<1024x4xf32>
    %cst_21 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1024x4xf32>
    %112 = stablehlo.multiply %111, %110 : tensor<1024x4xf32>
    %c_22 = stablehlo.constant dense<4> : tensor<i32>
    %113 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %114 = "stablehlo.scatter"(%112, %113, %95) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %136 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %136 : tensor<f32>
    }) : (tensor<1024x4xf32>, tensor<1xi32>, tensor<1020x4xf32>) -> tensor<1024x4xf32>
    %115 = stablehlo.reshape %81 : (tensor<1024x4xf32>) -> tensor<32x32x4xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %116 = call @_pad(%115, %c_23) : (tensor<32x32x4xf32>, tensor<i32>) -> tensor<34x34x4xf32>
    %cst_24 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32x32x4xf32>
    %118 = stablehlo.multiply %117, %115 : tensor<32x32x4xf32>
    %119 = stablehlo.slice %116 [0:32, 1:33, 0:4] : (tensor<34x34x4xf32>) -> tensor<32x32x4xf32>
    %120 = stablehlo.subtract %118, %119 : tensor<32x32x4xf32>
    %121 = stablehlo.slice %116 [2:34, 1:33, 0:4] : (tensor<34x34x4xf32>) -> tensor<32x32x4xf32>
    %122 = stablehlo.subtract %120, %121 : tensor<32x32x4xf32>
    %123 = stablehlo.slice %116 [1:33, 0:32, 0:4] : (tensor<34x34x4xf32>) -> tensor<32x32x4xf32>
    %124 = stablehlo.subtract %122, %123 : tensor<32x32x4xf32>
    %125 = stablehlo.slice %116 [1:33, 2:34, 0:4] : (tensor<34x34x4xf32>) -> tensor<32x32x4xf32>
    %126 = stablehlo.subtract %124, %125 : tensor<32x32x4xf32>
    %127 = stablehlo.reshape %126 : (tensor<32x32x4xf32>) -> tensor<1024x4xf32>
    %128 = stablehlo.multiply %81, %127 : tensor<1024x4xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<1024x4xf32>, tensor<f32>) -> tensor<4xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
    %132 = stablehlo.multiply %131, %81 : tensor<1024x4xf32>
    %133 = stablehlo.subtract %127, %132 : tensor<1024x4xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %134:6 = stablehlo.while(%iterArg = %c_26, %iterArg_28 = %81, %iterArg_29 = %114, %iterArg_30 = %133, %iterArg_31 = %c_27, %iterArg_32 = %130) : tensor<i32>, tensor<1024x4xf32>, tensor<1024x4xf32>, tensor<1024x4xf32>, tensor<i32>, tensor<1x4xf32>
    cond {
      %c_33 = stablehlo.constant dense<60> : tensor<i32>
      %136 = stablehlo.compare LT, %iterArg, %c_33, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_34 = stablehlo.constant dense<4> : tensor<i32>
      %137 = stablehlo.compare LT, %iterArg_31, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_35 = stablehlo.constant dense<false> : tensor<i1>
      %138 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i1>) -> tensor<i1>
      %139 = stablehlo.compare NE, %136, %138, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %140 = stablehlo.convert %139 : tensor<i1>
      %c_36 = stablehlo.constant dense<false> : tensor<i1>
      %141 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i1>) -> tensor<i1>
      %142 = stablehlo.compare NE, %137, %141, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %143 = stablehlo.convert %142 : tensor<i1>
      %144 = stablehlo.and %140, %143 : tensor<i1>
      stablehlo.return %144 : tensor<i1>
    } do {
      %136 = stablehlo.concatenate %iterArg_28, %iterArg_29, dim = 1 : (tensor<1024x4xf32>, tensor<1024x4xf32>) -> tensor<1024x8xf32>
      %137 = stablehlo.transpose %136, dims = [1, 0] : (tensor<1024x8xf32>) -> tensor<8x1024xf32>
      %138 = stablehlo.dot_general %137, %iterArg_30, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x1024xf32>, tensor<1024x4xf32>) -> tensor<8x4xf32>
      %139 = stablehlo.dot_general %136, %138, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1024x8xf32>, tensor<8x4xf32>) -> tensor<1024x4xf32>
      %140 = stablehlo.subtract %iterArg_30, %139 : tensor<1024x4xf32>
      %141 = func.call @norm_2(%140) : (tensor<1024x4xf32>) -> tensor<1x4xf32>
      %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %142 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
      %143 = stablehlo.compare EQ, %141, %142, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
      %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %144 = func.call @_where_3(%143, %cst_34, %141) : (tensor<1x4xi1>, tensor<f32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
      %146 = stablehlo.divide %140, %145 : tensor<1024x4xf32>
      %147 = stablehlo.transpose %146, dims = [1, 0] : (tensor<1024x4xf32>) -> tensor<4x1024xf32>
      %148 = stablehlo.dot_general %147, %146, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x1024xf32>, tensor<1024x4xf32>) -> tensor<4x4xf32>
      %149:2 = func.call @eigh_4(%148) : (tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4x4xf32>)
      %150 = stablehlo.reverse %149#0, dims = [0] : tensor<4xf32>
      %151 = stablehlo.reverse %149#1, dims = [1] : tensor<4x4xf32>
      %152 = stablehlo.slice %150 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
      %153 = stablehlo.reshape %152 : (tensor<1xf32>) -> tensor<f32>
      %cst_35 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %154 = stablehlo.multiply %cst_35, %153 : tensor<f32>
      %155 = stablehlo.broadcast_in_dim %154, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %156 = stablehlo.maximum %150, %155 : tensor<4xf32>
      %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %157 = stablehlo.compare GT, %154, %cst_36, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %158 = func.call @_where_5(%157, %156, %cst_37) : (tensor<i1>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
      %cst_38 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %159 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %160 = stablehlo.power %158, %159 : tensor<4xf32>
      %161 = stablehlo.broadcast_in_dim %160, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
      %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
      %163 = stablehlo.multiply %151, %162 : tensor<4x4xf32>
      %164 = stablehlo.dot_general %146, %163, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1024x4xf32>, tensor<4x4xf32>) -> tensor<1024x4xf32>
      %165 = stablehlo.broadcast_in_dim %154, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %166 = stablehlo.compare GT, %150, %165, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %167 = func.call @_diag_6(%148) : (tensor<4x4xf32>) -> tensor<4xf32>
      %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %168 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %169 = stablehlo.compare GT, %167, %168, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %170 = stablehlo.and %166, %169 : tensor<4xi1>
      %171 = stablehlo.broadcast_in_dim %170, dims = [1] : (tensor<4xi1>) -> tensor<1x4xi1>
      %172 = stablehlo.convert %171 : (tensor<1x4xi1>) -> tensor<1x4xf32>
      %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
      %174 = stablehlo.multiply %164, %173 : tensor<1024x4xf32>
      %175 = func.call @norm_2(%174) : (tensor<1024x4xf32>) -> tensor<1x4xf32>
      %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %176 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
      %177 = stablehlo.compare GT, %175, %176, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
      %178 = stablehlo.and %171, %177 : tensor<1x4xi1>
      %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %179 = func.call @_where_8(%178, %175, %cst_41) : (tensor<1x4xi1>, tensor<1x4xf32>, tensor<f32>) -> tensor<1x4xf32>
      %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
      %181 = stablehlo.divide %174, %180 : tensor<1024x4xf32>
      %182 = func.call @norm_2(%181) : (tensor<1024x4xf32>) -> tensor<1x4xf32>
      %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %183 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
      %184 = stablehlo.compare EQ, %182, %183, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
      %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %185 = func.call @_where_3(%184, %cst_43, %182) : (tensor<1x4xi1>, tensor<f32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
      %187 = stablehlo.divide %181, %186 : tensor<1024x4xf32>
      %188 = stablehlo.transpose %187, dims = [1, 0] : (tensor<1024x4xf32>) -> tensor<4x1024xf32>
      %189 = stablehlo.dot_general %188, %187, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x1024xf32>, tensor<1024x4xf32>) -> tensor<4x4xf32>
      %190:2 = func.call @eigh_4(%189) : (tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4x4xf32>)
      %191 = stablehlo.reverse %190#0, dims = [0] : tensor<4xf32>
      %192 = stablehlo.reverse %190#1, dims = [1] : tensor<4x4xf32>
      %193 = stablehlo.slice %191 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
      %194 = stablehlo.reshape %193 : (tensor<1xf32>) -> tensor<f32>
      %cst_44 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %195 = stablehlo.multiply %cst_44, %194 : tensor<f32>
      %196 = stablehlo.broadcast_in_dim %195, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %197 = stablehlo.maximum %191, %196 : tensor<4xf32>
      %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %198 = stablehlo.compare GT, %195, %cst_45, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %199 = func.call @_where_5(%198, %197, %cst_46) : (tensor<i1>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
      %cst_47 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %200 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %201 = stablehlo.power %199, %200 : tensor<4xf32>
      %202 = stablehlo.broadcast_in_dim %201, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
      %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
      %204 = stablehlo.multiply %192, %203 : tensor<4x4xf32>
      %205 = stablehlo.dot_general %187, %204, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1024x4xf32>, tensor<4x4xf32>) -> tensor<1024x4xf32>
      %206 = stablehlo.broadcast_in_dim %195, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %207 = stablehlo.compare GT, %191, %206, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %208 = func.call @_diag_6(%189) : (tensor<4x4xf32>) -> tensor<4xf32>
      %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %209 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %210 = stablehlo.compare GT, %208, %209, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %211 = stablehlo.and %207, %210 : tensor<4xi1>
      %212 = stablehlo.broadcast_in_dim %211, dims = [1] : (tensor<4xi1>) -> tensor<1x4xi1>
      %213 = stablehlo.convert %212 : (tensor<1x4xi1>) -> tensor<1x4xf32>
      %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
      %215 = stablehlo.multiply %205, %214 : tensor<1024x4xf32>
      %216 = func.call @norm_2(%215) : (tensor<1024x4xf32>) -> tensor<1x4xf32>
      %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %217 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
      %218 = stablehlo.compare GT, %216, %217, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
      %219 = stablehlo.and %212, %218 : tensor<1x4xi1>
      %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %220 = func.call @_where_8(%219, %216, %cst_50) : (tensor<1x4xi1>, tensor<1x4xf32>, tensor<f32>) -> tensor<1x4xf32>
      %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
      %222 = stablehlo.divide %215, %221 : tensor<1024x4xf32>
      %223 = stablehlo.transpose %136, dims = [1, 0] : (tensor<1024x8xf32>) -> tensor<8x1024xf32>
      %224 = stablehlo.dot_general %223, %222, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x1024xf32>, tensor<1024x4xf32>) -> tensor<8x4xf32>
      %225 = stablehlo.dot_general %136, %224, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1024x8xf32>, tensor<8x4xf32>) -> tensor<1024x4xf32>
      %226 = stablehlo.subtract %222, %225 : tensor<1024x4xf32>
      %227 = func.call @norm_2(%226) : (tensor<1024x4xf32>) -> tensor<1x4xf32>
      %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %228 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
      %229 = stablehlo.compare EQ, %227, %228, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
      %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %230 = func.call @_where_3(%229, %cst_52, %227) : (tensor<1x4xi1>, tensor<f32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
      %232 = stablehlo.divide %226, %231 : tensor<1024x4xf32>
      %233 = stablehlo.transpose %232, dims = [1, 0] : (tensor<1024x4xf32>) -> tensor<4x1024xf32>
      %234 = stablehlo.dot_general %233, %232, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x1024xf32>, tensor<1024x4xf32>) -> tensor<4x4xf32>
      %235:2 = func.call @eigh_4(%234) : (tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4x4xf32>)
      %236 = stablehlo.reverse %235#0, dims = [0] : tensor<4xf32>
      %237 = stablehlo.reverse %235#1, dims = [1] : tensor<4x4xf32>
      %238 = stablehlo.slice %236 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
      %239 = stablehlo.reshape %238 : (tensor<1xf32>) -> tensor<f32>
      %cst_53 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %240 = stablehlo.multiply %cst_53, %239 : tensor<f32>
      %241 = stablehlo.broadcast_in_dim %240, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %242 = stablehlo.maximum %236, %241 : tensor<4xf32>
      %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %243 = stablehlo.compare GT, %240, %cst_54, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %244 = func.call @_where_5(%243, %242, %cst_55) : (tensor<i1>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
      %cst_56 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %245 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %246 = stablehlo.power %244, %245 : tensor<4xf32>
      %247 = stablehlo.broadcast_in_dim %246, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
      %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
      %249 = stablehlo.multiply %237, %248 : tensor<4x4xf32>
      %250 = stablehlo.dot_general %232, %249, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1024x4xf32>, tensor<4x4xf32>) -> tensor<1024x4xf32>
      %251 = stablehlo.broadcast_in_dim %240, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %252 = stablehlo.compare GT, %236, %251, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %253 = func.call @_diag_6(%234) : (tensor<4x4xf32>) -> tensor<4xf32>
      %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %254 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %255 = stablehlo.compare GT, %253, %254, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %256 = stablehlo.and %252, %255 : tensor<4xi1>
      %257 = stablehlo.broadcast_in_dim %256, dims = [1] : (tensor<4xi1>) -> tensor<1x4xi1>
      %258 = stablehlo.convert %257 : (tensor<1x4xi1>) -> tensor<1x4xf32>
      %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
      %260 = stablehlo.multiply %250, %259 : tensor<1024x4xf32>
      %261 = func.call @norm_2(%260) : (tensor<1024x4xf32>) -> tensor<1x4xf32>
      %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %262 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
      %263 = stablehlo.compare GT, %261, %262, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
      %264 = stablehlo.and %257, %263 : tensor<1x4xi1>
      %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %265 = func.call @_where_8(%264, %261, %cst_59) : (tensor<1x4xi1>, tensor<1x4xf32>, tensor<f32>) -> tensor<1x4xf32>
      %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
      %267 = stablehlo.divide %260, %266 : tensor<1024x4xf32>
      %268 = func.call @norm_2(%267) : (tensor<1024x4xf32>) -> tensor<1x4xf32>
      %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %269 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
      %270 = stablehlo.compare EQ, %268, %269, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
      %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %271 = func.call @_where_3(%270, %cst_61, %268) : (tensor<1x4xi1>, tensor<f32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
      %273 = stablehlo.divide %267, %272 : tensor<1024x4xf32>
      %274 = stablehlo.transpose %273, dims = [1, 0] : (tensor<1024x4xf32>) -> tensor<4x1024xf32>
      %275 = stablehlo.dot_general %274, %273, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x1024xf32>, tensor<1024x4xf32>) -> tensor<4x4xf32>
      %276:2 = func.call @eigh_4(%275) : (tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4x4xf32>)
      %277 = stablehlo.reverse %276#0, dims = [0] : tensor<4xf32>
      %278 = stablehlo.reverse %276#1, dims = [1] : tensor<4x4xf32>
      %279 = stablehlo.slice %277 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
      %280 = stablehlo.reshape %279 : (tensor<1xf32>) -> tensor<f32>
      %cst_62 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %281 = stablehlo.multiply %cst_62, %280 : tensor<f32>
      %282 = stablehlo.broadcast_in_dim %281, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %283 = stablehlo.maximum %277, %282 : tensor<4xf32>
      %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %284 = stablehlo.compare GT, %281, %cst_63, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %285 = func.call @_where_5(%284, %283, %cst_64) : (tensor<i1>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
      %cst_65 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %286 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %287 = stablehlo.power %285, %286 : tensor<4xf32>
      %288 = stablehlo.broadcast_in_dim %287, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
      %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
      %290 = stablehlo.multiply %278, %289 : tensor<4x4xf32>
      %291 = stablehlo.dot_general %273, %290, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1024x4xf32>, tensor<4x4xf32>) -> tensor<1024x4xf32>
      %292 = stablehlo.broadcast_in_dim %281, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %293 = stablehlo.compare GT, %277, %292, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %294 = func.call @_diag_6(%275) : (tensor<4x4xf32>) -> tensor<4xf32>
      %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %295 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %296 = stablehlo.compare GT, %294, %295, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %297 = stablehlo.and %293, %296 : tensor<4xi1>
      %298 = stablehlo.broadcast_in_dim %297, dims = [1] : (tensor<4xi1>) -> tensor<1x4xi1>
      %299 = stablehlo.convert %298 : (tensor<1x4xi1>) -> tensor<1x4xf32>
      %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
      %301 = stablehlo.multiply %291, %300 : tensor<1024x4xf32>
      %302 = func.call @norm_2(%301) : (tensor<1024x4xf32>) -> tensor<1x4xf32>
      %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %303 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
      %304 = stablehlo.compare GT, %302, %303, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
      %305 = stablehlo.and %298, %304 : tensor<1x4xi1>
      %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %306 = func.call @_where_8(%305, %302, %cst_68) : (tensor<1x4xi1>, tensor<1x4xf32>, tensor<f32>) -> tensor<1x4xf32>
      %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
      %308 = stablehlo.divide %301, %307 : tensor<1024x4xf32>
      %309 = stablehlo.transpose %136, dims = [1, 0] : (tensor<1024x8xf32>) -> tensor<8x1024xf32>
      %310 = stablehlo.dot_general %309, %308, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x1024xf32>, tensor<1024x4xf32>) -> tensor<8x4xf32>
      %311 = stablehlo.dot_general %136, %310, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1024x8xf32>, tensor<8x4xf32>) -> tensor<1024x4xf32>
      %312 = stablehlo.subtract %308, %311 : tensor<1024x4xf32>
      %313 = stablehlo.transpose %136, dims = [1, 0] : (tensor<1024x8xf32>) -> tensor<8x1024xf32>
      %314 = stablehlo.dot_general %313, %312, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x1024xf32>, tensor<1024x4xf32>) -> tensor<8x4xf32>
      %315 = stablehlo.dot_general %136, %314, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1024x8xf32>, tensor<8x4xf32>) -> tensor<1024x4xf32>
      %316 = stablehlo.subtract %312, %315 : tensor<1024x4xf32>
      %317 = func.call @norm_2(%316) : (tensor<1024x4xf32>) -> tensor<1x4xf32>
      %cst_69 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
      %318 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
      %319 = stablehlo.compare GE, %317, %318, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
      %320 = stablehlo.convert %319 : (tensor<1x4xi1>) -> tensor<1x4xf32>
      %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
      %322 = stablehlo.multiply %316, %321 : tensor<1024x4xf32>
      %323 = stablehlo.concatenate %iterArg_28, %iterArg_29, %322, dim = 1 : (tensor<1024x4xf32>, tensor<1024x4xf32>, tensor<1024x4xf32>) -> tensor<1024x12xf32>
      %324 = stablehlo.transpose %323, dims = [1, 0] : (tensor<1024x12xf32>) -> tensor<12x1024xf32>
      %325 = stablehlo.reshape %323 : (tensor<1024x12xf32>) -> tensor<32x32x12xf32>
      %c_70 = stablehlo.constant dense<0> : tensor<i32>
      %326 = func.call @_pad_9(%325, %c_70) : (tensor<32x32x12xf32>, tensor<i32>) -> tensor<34x34x12xf32>
      %cst_71 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %327 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32x32x12xf32>
      %328 = stablehlo.multiply %327, %325 : tensor<32x32x12xf32>
      %329 = stablehlo.slice %326 [0:32, 1:33, 0:12] : (tensor<34x34x12xf32>) -> tensor<32x32x12xf32>
      %330 = stablehlo.subtract %328, %329 : tensor<32x32x12xf32>
      %331 = stablehlo.slice %326 [2:34, 1:33, 0:12] : (tensor<34x34x12xf32>) -> tensor<32x32x12xf32>
      %332 = stablehlo.subtract %330, %331 : tensor<32x32x12xf32>
      %333 = stablehlo.slice %326 [1:33, 0:32, 0:12] : (tensor<34x34x12xf32>) -> tensor<32x32x12xf32>
      %334 = stablehlo.subtract %332, %333 : tensor<32x32x12xf32>
      %335 = stablehlo.slice %326 [1:33, 2:34, 0:12] : (tensor<34x34x12xf32>) -> tensor<32x32x12xf32>
      %336 = stablehlo.subtract %334, %335 : tensor<32x32x12xf32>
      %337 = stablehlo.reshape %336 : (tensor<32x32x12xf32>) -> tensor<1024x12xf32>
      %338 = stablehlo.dot_general %324, %337, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<12x1024xf32>, tensor<1024x12xf32>) -> tensor<12x12xf32>
      %339:2 = func.call @eigh_10(%338) : (tensor<12x12xf32>) -> (tensor<12xf32>, tensor<12x12xf32>)
      %340 = stablehlo.reverse %339#0, dims = [0] : tensor<12xf32>
      %341 = stablehlo.reverse %339#1, dims = [1] : tensor<12x12xf32>
      %342 = stablehlo.slice %341 [0:12, 0:4] : (tensor<12x12xf32>) -> tensor<12x4xf32>
      %343 = func.call @norm_11(%342) : (tensor<12x4xf32>) -> tensor<1x4xf32>
      %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<12x4xf32>
      %345 = stablehlo.divide %342, %344 : tensor<12x4xf32>
      %346 = stablehlo.dot_general %323, %345, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1024x12xf32>, tensor<12x4xf32>) -> tensor<1024x4xf32>
      %347 = func.call @norm_2(%346) : (tensor<1024x4xf32>) -> tensor<1x4xf32>
      %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
      %349 = stablehlo.divide %346, %348 : tensor<1024x4xf32>
      %350 = stablehlo.slice %341 [0:4, 4:12] : (tensor<12x12xf32>) -> tensor<4x8xf32>
      %351 = stablehlo.transpose %350, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
      %352:2 = func.call @qr(%351) : (tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<4x4xf32>)
      %353 = stablehlo.slice %341 [0:12, 4:12] : (tensor<12x12xf32>) -> tensor<12x8xf32>
      %354 = stablehlo.dot_general %353, %352#0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<12x8xf32>, tensor<8x4xf32>) -> tensor<12x4xf32>
      %355 = stablehlo.dot_general %323, %354, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1024x12xf32>, tensor<12x4xf32>) -> tensor<1024x4xf32>
      %356 = func.call @norm_2(%355) : (tensor<1024x4xf32>) -> tensor<1x4xf32>
      %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %357 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
      %358 = stablehlo.compare EQ, %356, %357, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
      %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %359 = func.call @_where_3(%358, %cst_73, %356) : (tensor<1x4xi1>, tensor<f32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
      %361 = stablehlo.divide %355, %360 : tensor<1024x4xf32>
      %362 = stablehlo.reshape %349 : (tensor<1024x4xf32>) -> tensor<32x32x4xf32>
      %c_74 = stablehlo.constant dense<0> : tensor<i32>
      %363 = func.call @_pad_12(%362, %c_74) : (tensor<32x32x4xf32>, tensor<i32>) -> tensor<34x34x4xf32>
      %cst_75 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %364 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<32x32x4xf32>
      %365 = stablehlo.multiply %364, %362 : tensor<32x32x4xf32>
      %366 = stablehlo.slice %363 [0:32, 1:33, 0:4] : (tensor<34x34x4xf32>) -> tensor<32x32x4xf32>
      %367 = stablehlo.subtract %365, %366 : tensor<32x32x4xf32>
      %368 = stablehlo.slice %363 [2:34, 1:33, 0:4] : (tensor<34x34x4xf32>) -> tensor<32x32x4xf32>
      %369 = stablehlo.subtract %367, %368 : tensor<32x32x4xf32>
      %370 = stablehlo.slice %363 [1:33, 0:32, 0:4] : (tensor<34x34x4xf32>) -> tensor<32x32x4xf32>
      %371 = stablehlo.subtract %369, %370 : tensor<32x32x4xf32>
      %372 = stablehlo.slice %363 [1:33, 2:34, 0:4] : (tensor<34x34x4xf32>) -> tensor<32x32x4xf32>
      %373 = stablehlo.subtract %371, %372 : tensor<32x32x4xf32>
      %374 = stablehlo.reshape %373 : (tensor<32x32x4xf32>) -> tensor<1024x4xf32>
      %375 = stablehlo.slice %340 [0:4] : (tensor<12xf32>) -> tensor<4xf32>
      %376 = stablehlo.broadcast_in_dim %375, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
      %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1024x4xf32>
      %378 = stablehlo.multiply %377, %349 : tensor<1024x4xf32>
      %379 = stablehlo.subtract %374, %378 : tensor<1024x4xf32>
      %380 = func.call @norm_13(%379) : (tensor<1024x4xf32>) -> tensor<4xf32>
      %381 = func.call @norm_13(%374) : (tensor<1024x4xf32>) -> tensor<4xf32>
      %382 = stablehlo.slice %340 [0:4] : (tensor<12xf32>) -> tensor<4xf32>
      %383 = stablehlo.add %381, %382 : tensor<4xf32>
      %cst_76 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
      %384 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %385 = stablehlo.multiply %383, %384 : tensor<4xf32>
      %cst_77 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
      %386 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %387 = stablehlo.multiply %385, %386 : tensor<4xf32>
      %cst_78 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %388 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %389 = stablehlo.multiply %388, %387 : tensor<4xf32>
      %390 = stablehlo.compare LT, %380, %389, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %391 = stablehlo.convert %390 : (tensor<4xi1>) -> tensor<4xi32>
      %c_79 = stablehlo.constant dense<0> : tensor<i32>
      %392 = stablehlo.reduce(%391 init: %c_79) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
      %c_80 = stablehlo.constant dense<1> : tensor<i32>
      %393 = stablehlo.add %iterArg, %c_80 : tensor<i32>
      %394 = stablehlo.slice %340 [0:4] : (tensor<12xf32>) -> tensor<4xf32>
      %395 = stablehlo.broadcast_in_dim %394, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
      stablehlo.return %393, %349, %361, %379, %392, %395 : tensor<i32>, tensor<1024x4xf32>, tensor<1024x4xf32>, tensor<1024x4xf32>, tensor<i32>, tensor<1x4xf32>
    }
    %135 = stablehlo.reshape %134#5 : (tensor<1x4xf32>) -> tensor<4xf32>
    return %135, %134#1, %134#0 : tensor<4xf32>, tensor<1024x4xf32>, tensor<i32>
  }
  func.func private @norm(%arg0: tensor<1024x4xf32>) -> tensor<1x4xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<1024x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<1024x4xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %3 = stablehlo.sqrt %2 : tensor<1x4xf32>
    return %3 : tensor<1x4xf32>
  }
  func.func private @_where(%arg0: tensor<1x4xi1>, %arg1: tensor<f32>, %arg2: tensor<1x4xf32>) -> tensor<1x4xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<1x4xi1>, tensor<1x4xf32>
    return %2 : tensor<1x4xf32>
  }
  func.func private @eigh(%arg0: tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4x4xf32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<4x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x4xf32>
    %4:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<4x4xi1>, tensor<4x4xf32>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<4xi1>, tensor<4xf32>
    return %14, %10 : tensor<4xf32>, tensor<4x4xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<4xf32>, %arg2: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @_diag(%arg0: tensor<4x4xf32>) -> tensor<4xf32> {
    %0 = call @diagonal(%arg0) : (tensor<4x4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @diagonal(%arg0: tensor<4x4xf32>) -> tensor<4xf32> {
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
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<4x2xi32>) -> tensor<4xf32>
      stablehlo.return %23 : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    return %7 : tensor<4xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x4xi1>, %arg1: tensor<1x4xf32>, %arg2: tensor<f32>) -> tensor<1x4xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x4xi1>, tensor<1x4xf32>
    return %2 : tensor<1x4xf32>
  }
  func.func private @svd(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>) {
    %0:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 65 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4, q=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<4xi1>, tensor<4xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<4x4xi1>, tensor<4x4xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<4x4xi1>, tensor<4x4xf32>
    return %10, %6, %14 : tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>
  }
  func.func private @_pad(%arg0: tensor<32x32x4xf32>, %arg1: tensor<i32>) -> tensor<34x34x4xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 1, 0], high = [1, 1, 0], interior = [0, 0, 0] : (tensor<32x32x4xf32>, tensor<f32>) -> tensor<34x34x4xf32>
    return %1 : tensor<34x34x4xf32>
  }
  func.func private @norm_2(%arg0: tensor<1024x4xf32>) -> tensor<1x4xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<1024x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<1024x4xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %3 = stablehlo.sqrt %2 : tensor<1x4xf32>
    return %3 : tensor<1x4xf32>
  }
  func.func private @_where_3(%arg0: tensor<1x4xi1>, %arg1: tensor<f32>, %arg2: tensor<1x4xf32>) -> tensor<1x4xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<1x4xi1>, tensor<1x4xf32>
    return %2 : tensor<1x4xf32>
  }
  func.func private @eigh_4(%arg0: tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4x4xf32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<4x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x4xf32>
    %4:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<4x4xi1>, tensor<4x4xf32>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<4xi1>, tensor<4xf32>
    return %14, %10 : tensor<4xf32>, tensor<4x4xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<4xf32>, %arg2: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @_diag_6(%arg0: tensor<4x4xf32>) -> tensor<4xf32> {
    %0 = call @diagonal_7(%arg0) : (tensor<4x4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @diagonal_7(%arg0: tensor<4x4xf32>) -> tensor<4xf32> {
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
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<4x2xi32>) -> tensor<4xf32>
      stablehlo.return %23 : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    return %7 : tensor<4xf32>
  }
  func.func private @_where_8(%arg0: tensor<1x4xi1>, %arg1: tensor<1x4xf32>, %arg2: tensor<f32>) -> tensor<1x4xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x4xi1>, tensor<1x4xf32>
    return %2 : tensor<1x4xf32>
  }
  func.func private @_pad_9(%arg0: tensor<32x32x12xf32>, %arg1: tensor<i32>) -> tensor<34x34x12xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 1, 0], high = [1, 1, 0], interior = [0, 0, 0] : (tensor<32x32x12xf32>, tensor<f32>) -> tensor<34x34x12xf32>
    return %1 : tensor<34x34x12xf32>
  }
  func.func private @eigh_10(%arg0: tensor<12x12xf32>) -> (tensor<12xf32>, tensor<12x12xf32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<12x12xf32>) -> tensor<12x12xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<12x12xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %3 = stablehlo.divide %1, %2 : tensor<12x12xf32>
    %4:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=12, j=12, k=12, l=12, m=12}, custom>} : (tensor<12x12xf32>) -> (tensor<12x12xf32>, tensor<12xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<12x12xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<12x12xi1>, tensor<12x12xf32>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<12xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<12xi1>, tensor<12xf32>
    return %14, %10 : tensor<12xf32>, tensor<12x12xf32>
  }
  func.func private @norm_11(%arg0: tensor<12x4xf32>) -> tensor<1x4xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<12x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<12x4xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %3 = stablehlo.sqrt %2 : tensor<1x4xf32>
    return %3 : tensor<1x4xf32>
  }
  func.func private @qr(%arg0: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<4x4xf32>) {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=8, j=4, k=8, l=4, m=4}, custom>} : (tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<4xf32>)
    %1 = stablehlo.custom_call @lapack_sorgqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=8, j=4, k=4, l=8, m=4}, custom>} : (tensor<8x4xf32>, tensor<4xf32>) -> tensor<8x4xf32>
    %2 = stablehlo.slice %0#0 [0:4, 0:4] : (tensor<8x4xf32>) -> tensor<4x4xf32>
    %3 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %5 = stablehlo.add %3, %4 : tensor<4x4xi32>
    %6 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %9 = stablehlo.select %7, %8, %2 : tensor<4x4xi1>, tensor<4x4xf32>
    return %1, %9 : tensor<8x4xf32>, tensor<4x4xf32>
  }
  func.func private @_pad_12(%arg0: tensor<32x32x4xf32>, %arg1: tensor<i32>) -> tensor<34x34x4xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 1, 0], high = [1, 1, 0], interior = [0, 0, 0] : (tensor<32x32x4xf32>, tensor<f32>) -> tensor<34x34x4xf32>
    return %1 : tensor<34x34x4xf32>
  }
  func.func private @norm_13(%arg0: tensor<1024x4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<1024x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<1024x4xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.sqrt %1 : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
}
