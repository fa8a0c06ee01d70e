module @jit_solve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<48x48xf32>, %arg1: tensor<4x48x48xf32>) -> (tensor<4x48x48xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<-3> : tensor<i32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %0 = call @clip(%arg0, %c, %c_0) : (tensor<48x48xf32>, tensor<i32>, tensor<i32>) -> tensor<48x48xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<48x48xf32>
    %3 = stablehlo.exponential %2 : tensor<48x48xf32>
    %4 = stablehlo.slice %3 [1:48, 0:48] : (tensor<48x48xf32>) -> tensor<47x48xf32>
    %5 = stablehlo.slice %3 [0:47, 0:48] : (tensor<48x48xf32>) -> tensor<47x48xf32>
    %6 = stablehlo.add %4, %5 : tensor<47x48xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<47x48xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<47x48xf32>
    %9 = stablehlo.slice %3 [0:48, 1:48] : (tensor<48x48xf32>) -> tensor<48x47xf32>
    %10 = stablehlo.slice %3 [0:48, 0:47] : (tensor<48x48xf32>) -> tensor<48x47xf32>
    %11 = stablehlo.add %9, %10 : tensor<48x47xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<48x47xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<48x47xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15 = call @_pad(%c_4) : (tensor<i32>) -> tensor<f32>
    %16 = call @_pad_0(%8) : (tensor<47x48xf32>) -> tensor<49x48xf32>
    %17 = call @_pad_1(%13) : (tensor<48x47xf32>) -> tensor<48x49xf32>
    %cst_5 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %cst_7 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %cst_12 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %cst_13 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %cst_14 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
    %cst_15 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %cst_16 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %cst_17 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %cst_18 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %18 = stablehlo.reshape %arg1 : (tensor<4x48x48xf32>) -> tensor<4x2304xf32>
    %19 = stablehlo.reshape %arg1 : (tensor<4x48x48xf32>) -> tensor<4x2304xf32>
    %20 = stablehlo.dot_general %18, %19, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x2304xf32>, tensor<4x2304xf32>) -> tensor<4xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %22 = stablehlo.add %21, %20 : tensor<4xf32>
    %cst_20 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %23 = chlo.square %cst_20 : tensor<f32> -> tensor<f32>
    %24 = stablehlo.convert %23 : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %26 = stablehlo.multiply %25, %22 : tensor<4xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = chlo.square %cst_21 : tensor<f32> -> tensor<f32>
    %28 = stablehlo.convert %27 : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %30 = stablehlo.maximum %26, %29 : tensor<4xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %31 = call @_pad_2(%14, %c_22) : (tensor<48x48xf32>, tensor<i32>) -> tensor<50x50xf32>
    %32 = stablehlo.slice %31 [0:50, 1:49] : (tensor<50x50xf32>) -> tensor<50x48xf32>
    %33 = call @diff(%32) : (tensor<50x48xf32>) -> tensor<49x48xf32>
    %cst_23 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<49x48xf32>
    %35 = stablehlo.divide %33, %34 : tensor<49x48xf32>
    %36 = stablehlo.slice %31 [1:49, 0:50] : (tensor<50x50xf32>) -> tensor<48x50xf32>
    %37 = call @diff_3(%36) : (tensor<48x50xf32>) -> tensor<48x49xf32>
    %cst_24 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<48x49xf32>
    %39 = stablehlo.divide %37, %38 : tensor<48x49xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %40 = call @_pad_4(%8, %c_25) : (tensor<47x48xf32>, tensor<i32>) -> tensor<49x48xf32>
    %41 = stablehlo.multiply %35, %40 : tensor<49x48xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %42 = call @_pad_5(%13, %c_26) : (tensor<48x47xf32>, tensor<i32>) -> tensor<48x49xf32>
    %43 = stablehlo.multiply %39, %42 : tensor<48x49xf32>
    %44 = call @diff_6(%41) : (tensor<49x48xf32>) -> tensor<48x48xf32>
    %cst_27 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %46 = stablehlo.divide %44, %45 : tensor<48x48xf32>
    %47 = call @diff_7(%43) : (tensor<48x49xf32>) -> tensor<48x48xf32>
    %cst_28 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %49 = stablehlo.divide %47, %48 : tensor<48x48xf32>
    %50 = stablehlo.add %46, %49 : tensor<48x48xf32>
    %51 = stablehlo.negate %50 : tensor<48x48xf32>
    %52 = stablehlo.slice %31 [0:48, 1:49] : (tensor<50x50xf32>) -> tensor<48x48xf32>
    %53 = stablehlo.subtract %14, %52 : tensor<48x48xf32>
    %cst_29 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<48x48xf32>
    %cst_30 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %57 = stablehlo.divide %55, %56 : tensor<48x48xf32>
    %58 = stablehlo.add %51, %57 : tensor<48x48xf32>
    %cst_31 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %60 = stablehlo.multiply %59, %14 : tensor<48x48xf32>
    %61 = stablehlo.add %58, %60 : tensor<48x48xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [1, 2] : (tensor<48x48xf32>) -> tensor<1x48x48xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<1x48x48xf32>) -> tensor<4x48x48xf32>
    %64 = stablehlo.subtract %arg1, %63 : tensor<4x48x48xf32>
    %65 = stablehlo.broadcast_in_dim %14, dims = [1, 2] : (tensor<48x48xf32>) -> tensor<4x48x48xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %69 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %70:13 = stablehlo.while(%iterArg = %30, %iterArg_44 = %64, %iterArg_45 = %8, %iterArg_46 = %13, %iterArg_47 = %30, %iterArg_48 = %65, %iterArg_49 = %64, %iterArg_50 = %66, %iterArg_51 = %67, %iterArg_52 = %68, %iterArg_53 = %64, %iterArg_54 = %64, %iterArg_55 = %69) : tensor<4xf32>, tensor<4x48x48xf32>, tensor<47x48xf32>, tensor<48x47xf32>, tensor<4xf32>, tensor<4x48x48xf32>, tensor<4x48x48xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x48x48xf32>, tensor<4x48x48xf32>, tensor<4xi32>
    cond {
      %108 = stablehlo.reshape %iterArg_49 : (tensor<4x48x48xf32>) -> tensor<4x2304xf32>
      %109 = stablehlo.reshape %iterArg_49 : (tensor<4x48x48xf32>) -> tensor<4x2304xf32>
      %110 = stablehlo.dot_general %108, %109, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x2304xf32>, tensor<4x2304xf32>) -> tensor<4xf32>
      %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %111 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %112 = stablehlo.add %111, %110 : tensor<4xf32>
      %113 = stablehlo.compare GT, %112, %iterArg, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %c_57 = stablehlo.constant dense<300> : tensor<i32>
      %114 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %115 = stablehlo.compare LT, %iterArg_55, %114, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_58 = stablehlo.constant dense<false> : tensor<i1>
      %116 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i1>) -> tensor<4xi1>
      %117 = stablehlo.compare NE, %115, %116, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
      %118 = stablehlo.convert %117 : tensor<4xi1>
      %119 = stablehlo.and %113, %118 : tensor<4xi1>
      %c_59 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %121 = stablehlo.compare GE, %iterArg_55, %120, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_60 = stablehlo.constant dense<false> : tensor<i1>
      %122 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i1>) -> tensor<4xi1>
      %123 = stablehlo.compare NE, %121, %122, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
      %124 = stablehlo.convert %123 : tensor<4xi1>
      %125 = stablehlo.and %119, %124 : tensor<4xi1>
      %c_61 = stablehlo.constant dense<false> : tensor<i1>
      %126 = stablehlo.reduce(%125 init: %c_61) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %126 : tensor<i1>
    } do {
      %108 = stablehlo.reshape %iterArg_44 : (tensor<4x48x48xf32>) -> tensor<4x2304xf32>
      %109 = stablehlo.reshape %iterArg_49 : (tensor<4x48x48xf32>) -> tensor<4x2304xf32>
      %110 = stablehlo.dot_general %108, %109, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x2304xf32>, tensor<4x2304xf32>) -> tensor<4xf32>
      %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %111 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %112 = stablehlo.add %111, %110 : tensor<4xf32>
      %113 = stablehlo.divide %112, %iterArg_52 : tensor<4xf32>
      %114 = stablehlo.multiply %113, %iterArg_50 : tensor<4xf32>
      %115 = stablehlo.divide %114, %iterArg_51 : tensor<4xf32>
      %116 = stablehlo.broadcast_in_dim %iterArg_51, dims = [0] : (tensor<4xf32>) -> tensor<4x1x1xf32>
      %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x48x48xf32>
      %118 = stablehlo.multiply %117, %iterArg_54 : tensor<4x48x48xf32>
      %119 = stablehlo.subtract %iterArg_53, %118 : tensor<4x48x48xf32>
      %120 = stablehlo.broadcast_in_dim %115, dims = [0] : (tensor<4xf32>) -> tensor<4x1x1xf32>
      %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x48x48xf32>
      %122 = stablehlo.multiply %121, %119 : tensor<4x48x48xf32>
      %123 = stablehlo.add %iterArg_49, %122 : tensor<4x48x48xf32>
      %c_57 = stablehlo.constant dense<0> : tensor<i32>
      %124 = func.call @_pad_8(%123, %c_57) : (tensor<4x48x48xf32>, tensor<i32>) -> tensor<4x50x50xf32>
      %125 = stablehlo.slice %124 [0:4, 0:50, 1:49] : (tensor<4x50x50xf32>) -> tensor<4x50x48xf32>
      %126 = func.call @diff_9(%125) : (tensor<4x50x48xf32>) -> tensor<4x49x48xf32>
      %cst_58 = stablehlo.constant dense<0.0204081628> : tensor<f32>
      %127 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4x49x48xf32>
      %128 = stablehlo.divide %126, %127 : tensor<4x49x48xf32>
      %129 = stablehlo.slice %124 [0:4, 1:49, 0:50] : (tensor<4x50x50xf32>) -> tensor<4x48x50xf32>
      %130 = func.call @diff_10(%129) : (tensor<4x48x50xf32>) -> tensor<4x48x49xf32>
      %cst_59 = stablehlo.constant dense<0.0204081628> : tensor<f32>
      %131 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4x48x49xf32>
      %132 = stablehlo.divide %130, %131 : tensor<4x48x49xf32>
      %c_60 = stablehlo.constant dense<0> : tensor<i32>
      %133 = func.call @_pad_4(%iterArg_45, %c_60) : (tensor<47x48xf32>, tensor<i32>) -> tensor<49x48xf32>
      %134 = stablehlo.broadcast_in_dim %133, dims = [1, 2] : (tensor<49x48xf32>) -> tensor<1x49x48xf32>
      %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x49x48xf32>) -> tensor<4x49x48xf32>
      %136 = stablehlo.multiply %128, %135 : tensor<4x49x48xf32>
      %c_61 = stablehlo.constant dense<0> : tensor<i32>
      %137 = func.call @_pad_5(%iterArg_46, %c_61) : (tensor<48x47xf32>, tensor<i32>) -> tensor<48x49xf32>
      %138 = stablehlo.broadcast_in_dim %137, dims = [1, 2] : (tensor<48x49xf32>) -> tensor<1x48x49xf32>
      %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<1x48x49xf32>) -> tensor<4x48x49xf32>
      %140 = stablehlo.multiply %132, %139 : tensor<4x48x49xf32>
      %141 = func.call @diff_11(%136) : (tensor<4x49x48xf32>) -> tensor<4x48x48xf32>
      %cst_62 = stablehlo.constant dense<0.0204081628> : tensor<f32>
      %142 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
      %143 = stablehlo.divide %141, %142 : tensor<4x48x48xf32>
      %144 = func.call @diff_12(%140) : (tensor<4x48x49xf32>) -> tensor<4x48x48xf32>
      %cst_63 = stablehlo.constant dense<0.0204081628> : tensor<f32>
      %145 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
      %146 = stablehlo.divide %144, %145 : tensor<4x48x48xf32>
      %147 = stablehlo.add %143, %146 : tensor<4x48x48xf32>
      %148 = stablehlo.negate %147 : tensor<4x48x48xf32>
      %149 = stablehlo.slice %124 [0:4, 0:48, 1:49] : (tensor<4x50x50xf32>) -> tensor<4x48x48xf32>
      %150 = stablehlo.subtract %123, %149 : tensor<4x48x48xf32>
      %cst_64 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
      %151 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
      %152 = stablehlo.multiply %151, %150 : tensor<4x48x48xf32>
      %cst_65 = stablehlo.constant dense<0.0204081628> : tensor<f32>
      %153 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
      %154 = stablehlo.divide %152, %153 : tensor<4x48x48xf32>
      %155 = stablehlo.add %148, %154 : tensor<4x48x48xf32>
      %cst_66 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
      %156 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
      %157 = stablehlo.multiply %156, %123 : tensor<4x48x48xf32>
      %158 = stablehlo.add %155, %157 : tensor<4x48x48xf32>
      %159 = stablehlo.reshape %iterArg_44 : (tensor<4x48x48xf32>) -> tensor<4x2304xf32>
      %160 = stablehlo.reshape %158 : (tensor<4x48x48xf32>) -> tensor<4x2304xf32>
      %161 = stablehlo.dot_general %159, %160, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x2304xf32>, tensor<4x2304xf32>) -> tensor<4xf32>
      %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %162 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %163 = stablehlo.add %162, %161 : tensor<4xf32>
      %164 = stablehlo.divide %112, %163 : tensor<4xf32>
      %165 = stablehlo.broadcast_in_dim %164, dims = [0] : (tensor<4xf32>) -> tensor<4x1x1xf32>
      %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x48x48xf32>
      %167 = stablehlo.multiply %166, %158 : tensor<4x48x48xf32>
      %168 = stablehlo.subtract %iterArg_49, %167 : tensor<4x48x48xf32>
      %169 = stablehlo.reshape %168 : (tensor<4x48x48xf32>) -> tensor<4x2304xf32>
      %170 = stablehlo.reshape %168 : (tensor<4x48x48xf32>) -> tensor<4x2304xf32>
      %171 = stablehlo.dot_general %169, %170, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x2304xf32>, tensor<4x2304xf32>) -> tensor<4xf32>
      %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %172 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %173 = stablehlo.add %172, %171 : tensor<4xf32>
      %174 = stablehlo.compare LT, %173, %iterArg_47, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %c_69 = stablehlo.constant dense<0> : tensor<i32>
      %175 = func.call @_pad_8(%168, %c_69) : (tensor<4x48x48xf32>, tensor<i32>) -> tensor<4x50x50xf32>
      %176 = stablehlo.slice %175 [0:4, 0:50, 1:49] : (tensor<4x50x50xf32>) -> tensor<4x50x48xf32>
      %177 = func.call @diff_9(%176) : (tensor<4x50x48xf32>) -> tensor<4x49x48xf32>
      %cst_70 = stablehlo.constant dense<0.0204081628> : tensor<f32>
      %178 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<4x49x48xf32>
      %179 = stablehlo.divide %177, %178 : tensor<4x49x48xf32>
      %180 = stablehlo.slice %175 [0:4, 1:49, 0:50] : (tensor<4x50x50xf32>) -> tensor<4x48x50xf32>
      %181 = func.call @diff_10(%180) : (tensor<4x48x50xf32>) -> tensor<4x48x49xf32>
      %cst_71 = stablehlo.constant dense<0.0204081628> : tensor<f32>
      %182 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4x48x49xf32>
      %183 = stablehlo.divide %181, %182 : tensor<4x48x49xf32>
      %c_72 = stablehlo.constant dense<0> : tensor<i32>
      %184 = func.call @_pad_4(%iterArg_45, %c_72) : (tensor<47x48xf32>, tensor<i32>) -> tensor<49x48xf32>
      %185 = stablehlo.broadcast_in_dim %184, dims = [1, 2] : (tensor<49x48xf32>) -> tensor<1x49x48xf32>
      %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<1x49x48xf32>) -> tensor<4x49x48xf32>
      %187 = stablehlo.multiply %179, %186 : tensor<4x49x48xf32>
      %c_73 = stablehlo.constant dense<0> : tensor<i32>
      %188 = func.call @_pad_5(%iterArg_46, %c_73) : (tensor<48x47xf32>, tensor<i32>) -> tensor<48x49xf32>
      %189 = stablehlo.broadcast_in_dim %188, dims = [1, 2] : (tensor<48x49xf32>) -> tensor<1x48x49xf32>
      %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<1x48x49xf32>) -> tensor<4x48x49xf32>
      %191 = stablehlo.multiply %183, %190 : tensor<4x48x49xf32>
      %192 = func.call @diff_11(%187) : (tensor<4x49x48xf32>) -> tensor<4x48x48xf32>
      %cst_74 = stablehlo.constant dense<0.0204081628> : tensor<f32>
      %193 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
      %194 = stablehlo.divide %192, %193 : tensor<4x48x48xf32>
      %195 = func.call @diff_12(%191) : (tensor<4x48x49xf32>) -> tensor<4x48x48xf32>
      %cst_75 = stablehlo.constant dense<0.0204081628> : tensor<f32>
      %196 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
      %197 = stablehlo.divide %195, %196 : tensor<4x48x48xf32>
      %198 = stablehlo.add %194, %197 : tensor<4x48x48xf32>
      %199 = stablehlo.negate %198 : tensor<4x48x48xf32>
      %200 = stablehlo.slice %175 [0:4, 0:48, 1:49] : (tensor<4x50x50xf32>) -> tensor<4x48x48xf32>
      %201 = stablehlo.subtract %168, %200 : tensor<4x48x48xf32>
      %cst_76 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
      %202 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
      %203 = stablehlo.multiply %202, %201 : tensor<4x48x48xf32>
      %cst_77 = stablehlo.constant dense<0.0204081628> : tensor<f32>
      %204 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
      %205 = stablehlo.divide %203, %204 : tensor<4x48x48xf32>
      %206 = stablehlo.add %199, %205 : tensor<4x48x48xf32>
      %cst_78 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
      %207 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
      %208 = stablehlo.multiply %207, %168 : tensor<4x48x48xf32>
      %209 = stablehlo.add %206, %208 : tensor<4x48x48xf32>
      %210 = stablehlo.reshape %209 : (tensor<4x48x48xf32>) -> tensor<4x2304xf32>
      %211 = stablehlo.reshape %168 : (tensor<4x48x48xf32>) -> tensor<4x2304xf32>
      %212 = stablehlo.dot_general %210, %211, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x2304xf32>, tensor<4x2304xf32>) -> tensor<4xf32>
      %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %213 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %214 = stablehlo.add %213, %212 : tensor<4xf32>
      %215 = stablehlo.reshape %209 : (tensor<4x48x48xf32>) -> tensor<4x2304xf32>
      %216 = stablehlo.reshape %209 : (tensor<4x48x48xf32>) -> tensor<4x2304xf32>
      %217 = stablehlo.dot_general %215, %216, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x2304xf32>, tensor<4x2304xf32>) -> tensor<4xf32>
      %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %218 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %219 = stablehlo.add %218, %217 : tensor<4xf32>
      %220 = stablehlo.divide %214, %219 : tensor<4xf32>
      %221 = stablehlo.broadcast_in_dim %164, dims = [0] : (tensor<4xf32>) -> tensor<4x1x1xf32>
      %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x48x48xf32>
      %223 = stablehlo.multiply %222, %123 : tensor<4x48x48xf32>
      %224 = stablehlo.add %iterArg_48, %223 : tensor<4x48x48xf32>
      %225 = stablehlo.broadcast_in_dim %164, dims = [0] : (tensor<4xf32>) -> tensor<4x1x1xf32>
      %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x48x48xf32>
      %227 = stablehlo.multiply %226, %123 : tensor<4x48x48xf32>
      %228 = stablehlo.broadcast_in_dim %220, dims = [0] : (tensor<4xf32>) -> tensor<4x1x1xf32>
      %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x48x48xf32>
      %230 = stablehlo.multiply %229, %168 : tensor<4x48x48xf32>
      %231 = stablehlo.add %227, %230 : tensor<4x48x48xf32>
      %232 = stablehlo.add %iterArg_48, %231 : tensor<4x48x48xf32>
      %233 = func.call @_where(%174, %224, %232) : (tensor<4xi1>, tensor<4x48x48xf32>, tensor<4x48x48xf32>) -> tensor<4x48x48xf32>
      %234 = stablehlo.broadcast_in_dim %220, dims = [0] : (tensor<4xf32>) -> tensor<4x1x1xf32>
      %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x48x48xf32>
      %236 = stablehlo.multiply %235, %209 : tensor<4x48x48xf32>
      %237 = stablehlo.subtract %168, %236 : tensor<4x48x48xf32>
      %238 = func.call @_where(%174, %168, %237) : (tensor<4xi1>, tensor<4x48x48xf32>, tensor<4x48x48xf32>) -> tensor<4x48x48xf32>
      %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %239 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %240 = stablehlo.compare EQ, %220, %239, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %241 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %242 = stablehlo.compare EQ, %164, %241, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %243 = stablehlo.or %240, %242 : tensor<4xi1>
      %c_83 = stablehlo.constant dense<1> : tensor<i32>
      %244 = stablehlo.broadcast_in_dim %c_83, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %245 = stablehlo.add %iterArg_55, %244 : tensor<4xi32>
      %c_84 = stablehlo.constant dense<-11> : tensor<i32>
      %246 = func.call @_where_13(%243, %c_84, %245) : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
      %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %247 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %248 = stablehlo.compare EQ, %112, %247, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %c_86 = stablehlo.constant dense<-10> : tensor<i32>
      %249 = func.call @_where_13(%248, %c_86, %246) : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
      %250 = stablehlo.reshape %iterArg_49 : (tensor<4x48x48xf32>) -> tensor<4x2304xf32>
      %251 = stablehlo.reshape %iterArg_49 : (tensor<4x48x48xf32>) -> tensor<4x2304xf32>
      %252 = stablehlo.dot_general %250, %251, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x2304xf32>, tensor<4x2304xf32>) -> tensor<4xf32>
      %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %253 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %254 = stablehlo.add %253, %252 : tensor<4xf32>
      %255 = stablehlo.compare GT, %254, %iterArg, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %c_88 = stablehlo.constant dense<300> : tensor<i32>
      %256 = stablehlo.broadcast_in_dim %c_88, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %257 = stablehlo.compare LT, %iterArg_55, %256, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_89 = stablehlo.constant dense<false> : tensor<i1>
      %258 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i1>) -> tensor<4xi1>
      %259 = stablehlo.compare NE, %257, %258, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
      %260 = stablehlo.convert %259 : tensor<4xi1>
      %261 = stablehlo.and %255, %260 : tensor<4xi1>
      %c_90 = stablehlo.constant dense<0> : tensor<i32>
      %262 = stablehlo.broadcast_in_dim %c_90, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %263 = stablehlo.compare GE, %iterArg_55, %262, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_91 = stablehlo.constant dense<false> : tensor<i1>
      %264 = stablehlo.broadcast_in_dim %c_91, dims = [] : (tensor<i1>) -> tensor<4xi1>
      %265 = stablehlo.compare NE, %263, %264, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
      %266 = stablehlo.convert %265 : tensor<4xi1>
      %267 = stablehlo.and %261, %266 : tensor<4xi1>
      %268 = stablehlo.broadcast_in_dim %267, dims = [0] : (tensor<4xi1>) -> tensor<4x48x48xi1>
      %269 = stablehlo.select %268, %233, %iterArg_48 : tensor<4x48x48xi1>, tensor<4x48x48xf32>
      %270 = stablehlo.broadcast_in_dim %267, dims = [0] : (tensor<4xi1>) -> tensor<4x48x48xi1>
      %271 = stablehlo.select %270, %238, %iterArg_49 : tensor<4x48x48xi1>, tensor<4x48x48xf32>
      %272 = stablehlo.broadcast_in_dim %267, dims = [0] : (tensor<4xi1>) -> tensor<4xi1>
      %273 = stablehlo.select %272, %164, %iterArg_50 : tensor<4xi1>, tensor<4xf32>
      %274 = stablehlo.broadcast_in_dim %267, dims = [0] : (tensor<4xi1>) -> tensor<4xi1>
      %275 = stablehlo.select %274, %220, %iterArg_51 : tensor<4xi1>, tensor<4xf32>
      %276 = stablehlo.broadcast_in_dim %267, dims = [0] : (tensor<4xi1>) -> tensor<4xi1>
      %277 = stablehlo.select %276, %112, %iterArg_52 : tensor<4xi1>, tensor<4xf32>
      %278 = stablehlo.broadcast_in_dim %267, dims = [0] : (tensor<4xi1>) -> tensor<4x48x48xi1>
      %279 = stablehlo.select %278, %123, %iterArg_53 : tensor<4x48x48xi1>, tensor<4x48x48xf32>
      %280 = stablehlo.broadcast_in_dim %267, dims = [0] : (tensor<4xi1>) -> tensor<4x48x48xi1>
      %281 = stablehlo.select %280, %158, %iterArg_54 : tensor<4x48x48xi1>, tensor<4x48x48xf32>
      %282 = stablehlo.broadcast_in_dim %267, dims = [0] : (tensor<4xi1>) -> tensor<4xi1>
      %283 = stablehlo.select %282, %249, %iterArg_55 : tensor<4xi1>, tensor<4xi32>
      stablehlo.return %iterArg, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %269, %271, %273, %275, %277, %279, %281, %283 : tensor<4xf32>, tensor<4x48x48xf32>, tensor<47x48xf32>, tensor<48x47xf32>, tensor<4xf32>, tensor<4x48x48xf32>, tensor<4x48x48xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x48x48xf32>, tensor<4x48x48xf32>, tensor<4xi32>
    }
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %71 = call @_pad_14(%70#5, %c_36) : (tensor<4x48x48xf32>, tensor<i32>) -> tensor<4x50x50xf32>
    %72 = stablehlo.slice %71 [0:4, 0:50, 1:49] : (tensor<4x50x50xf32>) -> tensor<4x50x48xf32>
    %73 = call @diff_15(%72) : (tensor<4x50x48xf32>) -> tensor<4x49x48xf32>
    %cst_37 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x49x48xf32>
    %75 = stablehlo.divide %73, %74 : tensor<4x49x48xf32>
    %76 = stablehlo.slice %71 [0:4, 1:49, 0:50] : (tensor<4x50x50xf32>) -> tensor<4x48x50xf32>
    %77 = call @diff_16(%76) : (tensor<4x48x50xf32>) -> tensor<4x48x49xf32>
    %cst_38 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x48x49xf32>
    %79 = stablehlo.divide %77, %78 : tensor<4x48x49xf32>
    %80 = call @_pad_17(%8) : (tensor<47x48xf32>) -> tensor<49x48xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [1, 2] : (tensor<49x48xf32>) -> tensor<1x49x48xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<1x49x48xf32>) -> tensor<4x49x48xf32>
    %83 = stablehlo.multiply %75, %82 : tensor<4x49x48xf32>
    %84 = call @_pad_18(%13) : (tensor<48x47xf32>) -> tensor<48x49xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [1, 2] : (tensor<48x49xf32>) -> tensor<1x48x49xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x48x49xf32>) -> tensor<4x48x49xf32>
    %87 = stablehlo.multiply %79, %86 : tensor<4x48x49xf32>
    %88 = call @diff_19(%83) : (tensor<4x49x48xf32>) -> tensor<4x48x48xf32>
    %cst_39 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %90 = stablehlo.divide %88, %89 : tensor<4x48x48xf32>
    %91 = call @diff_20(%87) : (tensor<4x48x49xf32>) -> tensor<4x48x48xf32>
    %cst_40 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %93 = stablehlo.divide %91, %92 : tensor<4x48x48xf32>
    %94 = stablehlo.add %90, %93 : tensor<4x48x48xf32>
    %95 = stablehlo.negate %94 : tensor<4x48x48xf32>
    %96 = stablehlo.slice %71 [0:4, 0:48, 1:49] : (tensor<4x50x50xf32>) -> tensor<4x48x48xf32>
    %97 = stablehlo.subtract %70#5, %96 : tensor<4x48x48xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<4x48x48xf32>
    %cst_42 = stablehlo.constant dense<0.0204081628> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %101 = stablehlo.divide %99, %100 : tensor<4x48x48xf32>
    %102 = stablehlo.add %95, %101 : tensor<4x48x48xf32>
    %cst_43 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x48x48xf32>
    %104 = stablehlo.multiply %103, %70#5 : tensor<4x48x48xf32>
    %105 = stablehlo.add %102, %104 : tensor<4x48x48xf32>
    %106 = stablehlo.subtract %105, %arg1 : tensor<4x48x48xf32>
    %107 = call @norm(%106) : (tensor<4x48x48xf32>) -> tensor<4xf32>
    return %70#5, %107 : tensor<4x48x48xf32>, tensor<4xf32>
  }
  func.func private @clip(%arg0: tensor<48x48xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<48x48xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<48x48xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<48x48xf32>
    return %5 : tensor<48x48xf32>
  }
  func.func private @_pad(%arg0: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_pad_0(%arg0: tensor<47x48xf32>) -> tensor<49x48xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:48] : (tensor<47x48xf32>) -> tensor<1x48xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<1x48xf32>) -> tensor<1x1x48xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x1x48xf32>) -> tensor<1x48xf32>
    %3 = stablehlo.slice %arg0 [46:47, 0:48] : (tensor<47x48xf32>) -> tensor<1x48xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x48xf32>) -> tensor<1x1x48xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x1x48xf32>) -> tensor<1x48xf32>
    %6 = stablehlo.concatenate %2, %arg0, %5, dim = 0 : (tensor<1x48xf32>, tensor<47x48xf32>, tensor<1x48xf32>) -> tensor<49x48xf32>
    %7 = stablehlo.slice %6 [0:49, 0:1] : (tensor<49x48xf32>) -> tensor<49x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<49x1xf32>) -> tensor<49x1x0xf32>
    %9 = stablehlo.reshape %8 : (tensor<49x1x0xf32>) -> tensor<49x0xf32>
    %10 = stablehlo.slice %6 [0:49, 47:48] : (tensor<49x48xf32>) -> tensor<49x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<49x1xf32>) -> tensor<49x1x0xf32>
    %12 = stablehlo.reshape %11 : (tensor<49x1x0xf32>) -> tensor<49x0xf32>
    %13 = stablehlo.concatenate %9, %6, %12, dim = 1 : (tensor<49x0xf32>, tensor<49x48xf32>, tensor<49x0xf32>) -> tensor<49x48xf32>
    return %13 : tensor<49x48xf32>
  }
  func.func private @_pad_1(%arg0: tensor<48x47xf32>) -> tensor<48x49xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:47] : (tensor<48x47xf32>) -> tensor<1x47xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<1x47xf32>) -> tensor<1x0x47xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x0x47xf32>) -> tensor<0x47xf32>
    %3 = stablehlo.slice %arg0 [47:48, 0:47] : (tensor<48x47xf32>) -> tensor<1x47xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x47xf32>) -> tensor<1x0x47xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x0x47xf32>) -> tensor<0x47xf32>
    %6 = stablehlo.concatenate %2, %arg0, %5, dim = 0 : (tensor<0x47xf32>, tensor<48x47xf32>, tensor<0x47xf32>) -> tensor<48x47xf32>
    %7 = stablehlo.slice %6 [0:48, 0:1] : (tensor<48x47xf32>) -> tensor<48x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<48x1xf32>) -> tensor<48x1x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<48x1x1xf32>) -> tensor<48x1xf32>
    %10 = stablehlo.slice %6 [0:48, 46:47] : (tensor<48x47xf32>) -> tensor<48x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<48x1xf32>) -> tensor<48x1x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<48x1x1xf32>) -> tensor<48x1xf32>
    %13 = stablehlo.concatenate %9, %6, %12, dim = 1 : (tensor<48x1xf32>, tensor<48x47xf32>, tensor<48x1xf32>) -> tensor<48x49xf32>
    return %13 : tensor<48x49xf32>
  }
  func.func private @_pad_2(%arg0: tensor<48x48xf32>, %arg1: tensor<i32>) -> tensor<50x50xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 1], high = [1, 1], interior = [0, 0] : (tensor<48x48xf32>, tensor<f32>) -> tensor<50x50xf32>
    return %1 : tensor<50x50xf32>
  }
  func.func private @diff(%arg0: tensor<50x48xf32>) -> tensor<49x48xf32> {
    %0 = stablehlo.slice %arg0 [1:50, 0:48] : (tensor<50x48xf32>) -> tensor<49x48xf32>
    %1 = stablehlo.slice %arg0 [0:49, 0:48] : (tensor<50x48xf32>) -> tensor<49x48xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<49x48xf32>
    return %2 : tensor<49x48xf32>
  }
  func.func private @diff_3(%arg0: tensor<48x50xf32>) -> tensor<48x49xf32> {
    %0 = stablehlo.slice %arg0 [0:48, 1:50] : (tensor<48x50xf32>) -> tensor<48x49xf32>
    %1 = stablehlo.slice %arg0 [0:48, 0:49] : (tensor<48x50xf32>) -> tensor<48x49xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<48x49xf32>
    return %2 : tensor<48x49xf32>
  }
  func.func private @_pad_4(%arg0: tensor<47x48xf32>, %arg1: tensor<i32>) -> tensor<49x48xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:48] : (tensor<47x48xf32>) -> tensor<1x48xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<1x48xf32>) -> tensor<1x1x48xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x1x48xf32>) -> tensor<1x48xf32>
    %3 = stablehlo.slice %arg0 [46:47, 0:48] : (tensor<47x48xf32>) -> tensor<1x48xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x48xf32>) -> tensor<1x1x48xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x1x48xf32>) -> tensor<1x48xf32>
    %6 = stablehlo.concatenate %2, %arg0, %5, dim = 0 : (tensor<1x48xf32>, tensor<47x48xf32>, tensor<1x48xf32>) -> tensor<49x48xf32>
    %7 = stablehlo.slice %6 [0:49, 0:1] : (tensor<49x48xf32>) -> tensor<49x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<49x1xf32>) -> tensor<49x1x0xf32>
    %9 = stablehlo.reshape %8 : (tensor<49x1x0xf32>) -> tensor<49x0xf32>
    %10 = stablehlo.slice %6 [0:49, 47:48] : (tensor<49x48xf32>) -> tensor<49x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<49x1xf32>) -> tensor<49x1x0xf32>
    %12 = stablehlo.reshape %11 : (tensor<49x1x0xf32>) -> tensor<49x0xf32>
    %13 = stablehlo.concatenate %9, %6, %12, dim = 1 : (tensor<49x0xf32>, tensor<49x48xf32>, tensor<49x0xf32>) -> tensor<49x48xf32>
    return %13 : tensor<49x48xf32>
  }
  func.func private @_pad_5(%arg0: tensor<48x47xf32>, %arg1: tensor<i32>) -> tensor<48x49xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:47] : (tensor<48x47xf32>) -> tensor<1x47xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<1x47xf32>) -> tensor<1x0x47xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x0x47xf32>) -> tensor<0x47xf32>
    %3 = stablehlo.slice %arg0 [47:48, 0:47] : (tensor<48x47xf32>) -> tensor<1x47xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x47xf32>) -> tensor<1x0x47xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x0x47xf32>) -> tensor<0x47xf32>
    %6 = stablehlo.concatenate %2, %arg0, %5, dim = 0 : (tensor<0x47xf32>, tensor<48x47xf32>, tensor<0x47xf32>) -> tensor<48x47xf32>
    %7 = stablehlo.slice %6 [0:48, 0:1] : (tensor<48x47xf32>) -> tensor<48x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<48x1xf32>) -> tensor<48x1x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<48x1x1xf32>) -> tensor<48x1xf32>
    %10 = stablehlo.slice %6 [0:48, 46:47] : (tensor<48x47xf32>) -> tensor<48x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<48x1xf32>) -> tensor<48x1x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<48x1x1xf32>) -> tensor<48x1xf32>
    %13 = stablehlo.concatenate %9, %6, %12, dim = 1 : (tensor<48x1xf32>, tensor<48x47xf32>, tensor<48x1xf32>) -> tensor<48x49xf32>
    return %13 : tensor<48x49xf32>
  }
  func.func private @diff_6(%arg0: tensor<49x48xf32>) -> tensor<48x48xf32> {
    %0 = stablehlo.slice %arg0 [1:49, 0:48] : (tensor<49x48xf32>) -> tensor<48x48xf32>
    %1 = stablehlo.slice %arg0 [0:48, 0:48] : (tensor<49x48xf32>) -> tensor<48x48xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<48x48xf32>
    return %2 : tensor<48x48xf32>
  }
  func.func private @diff_7(%arg0: tensor<48x49xf32>) -> tensor<48x48xf32> {
    %0 = stablehlo.slice %arg0 [0:48, 1:49] : (tensor<48x49xf32>) -> tensor<48x48xf32>
    %1 = stablehlo.slice %arg0 [0:48, 0:48] : (tensor<48x49xf32>) -> tensor<48x48xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<48x48xf32>
    return %2 : tensor<48x48xf32>
  }
  func.func private @_pad_8(%arg0: tensor<4x48x48xf32>, %arg1: tensor<i32>) -> tensor<4x50x50xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1], high = [0, 1, 1], interior = [0, 0, 0] : (tensor<4x48x48xf32>, tensor<f32>) -> tensor<4x50x50xf32>
    return %1 : tensor<4x50x50xf32>
  }
  func.func private @diff_9(%arg0: tensor<4x50x48xf32>) -> tensor<4x49x48xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 1:50, 0:48] : (tensor<4x50x48xf32>) -> tensor<4x49x48xf32>
    %1 = stablehlo.slice %arg0 [0:4, 0:49, 0:48] : (tensor<4x50x48xf32>) -> tensor<4x49x48xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<4x49x48xf32>
    return %2 : tensor<4x49x48xf32>
  }
  func.func private @diff_10(%arg0: tensor<4x48x50xf32>) -> tensor<4x48x49xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 0:48, 1:50] : (tensor<4x48x50xf32>) -> tensor<4x48x49xf32>
    %1 = stablehlo.slice %arg0 [0:4, 0:48, 0:49] : (tensor<4x48x50xf32>) -> tensor<4x48x49xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<4x48x49xf32>
    return %2 : tensor<4x48x49xf32>
  }
  func.func private @diff_11(%arg0: tensor<4x49x48xf32>) -> tensor<4x48x48xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 1:49, 0:48] : (tensor<4x49x48xf32>) -> tensor<4x48x48xf32>
    %1 = stablehlo.slice %arg0 [0:4, 0:48, 0:48] : (tensor<4x49x48xf32>) -> tensor<4x48x48xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<4x48x48xf32>
    return %2 : tensor<4x48x48xf32>
  }
  func.func private @diff_12(%arg0: tensor<4x48x49xf32>) -> tensor<4x48x48xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 0:48, 1:49] : (tensor<4x48x49xf32>) -> tensor<4x48x48xf32>
    %1 = stablehlo.slice %arg0 [0:4, 0:48, 0:48] : (tensor<4x48x49xf32>) -> tensor<4x48x48xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<4x48x48xf32>
    return %2 : tensor<4x48x48xf32>
  }
  func.func private @_where(%arg0: tensor<4xi1>, %arg1: tensor<4x48x48xf32>, %arg2: tensor<4x48x48xf32>) -> tensor<4x48x48xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<4xi1>) -> tensor<4x48x48xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<4x48x48xi1>, tensor<4x48x48xf32>
    return %1 : tensor<4x48x48xf32>
  }
  func.func private @_where_13(%arg0: tensor<4xi1>, %arg1: tensor<i32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @_pad_14(%arg0: tensor<4x48x48xf32>, %arg1: tensor<i32>) -> tensor<4x50x50xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1], high = [0, 1, 1], interior = [0, 0, 0] : (tensor<4x48x48xf32>, tensor<f32>) -> tensor<4x50x50xf32>
    return %1 : tensor<4x50x50xf32>
  }
  func.func private @diff_15(%arg0: tensor<4x50x48xf32>) -> tensor<4x49x48xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 1:50, 0:48] : (tensor<4x50x48xf32>) -> tensor<4x49x48xf32>
    %1 = stablehlo.slice %arg0 [0:4, 0:49, 0:48] : (tensor<4x50x48xf32>) -> tensor<4x49x48xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<4x49x48xf32>
    return %2 : tensor<4x49x48xf32>
  }
  func.func private @diff_16(%arg0: tensor<4x48x50xf32>) -> tensor<4x48x49xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 0:48, 1:50] : (tensor<4x48x50xf32>) -> tensor<4x48x49xf32>
    %1 = stablehlo.slice %arg0 [0:4, 0:48, 0:49] : (tensor<4x48x50xf32>) -> tensor<4x48x49xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<4x48x49xf32>
    return %2 : tensor<4x48x49xf32>
  }
  func.func private @_pad_17(%arg0: tensor<47x48xf32>) -> tensor<49x48xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:48] : (tensor<47x48xf32>) -> tensor<1x48xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<1x48xf32>) -> tensor<1x1x48xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x1x48xf32>) -> tensor<1x48xf32>
    %3 = stablehlo.slice %arg0 [46:47, 0:48] : (tensor<47x48xf32>) -> tensor<1x48xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x48xf32>) -> tensor<1x1x48xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x1x48xf32>) -> tensor<1x48xf32>
    %6 = stablehlo.concatenate %2, %arg0, %5, dim = 0 : (tensor<1x48xf32>, tensor<47x48xf32>, tensor<1x48xf32>) -> tensor<49x48xf32>
    %7 = stablehlo.slice %6 [0:49, 0:1] : (tensor<49x48xf32>) -> tensor<49x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<49x1xf32>) -> tensor<49x1x0xf32>
    %9 = stablehlo.reshape %8 : (tensor<49x1x0xf32>) -> tensor<49x0xf32>
    %10 = stablehlo.slice %6 [0:49, 47:48] : (tensor<49x48xf32>) -> tensor<49x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<49x1xf32>) -> tensor<49x1x0xf32>
    %12 = stablehlo.reshape %11 : (tensor<49x1x0xf32>) -> tensor<49x0xf32>
    %13 = stablehlo.concatenate %9, %6, %12, dim = 1 : (tensor<49x0xf32>, tensor<49x48xf32>, tensor<49x0xf32>) -> tensor<49x48xf32>
    return %13 : tensor<49x48xf32>
  }
  func.func private @_pad_18(%arg0: tensor<48x47xf32>) -> tensor<48x49xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:47] : (tensor<48x47xf32>) -> tensor<1x47xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<1x47xf32>) -> tensor<1x0x47xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x0x47xf32>) -> tensor<0x47xf32>
    %3 = stablehlo.slice %arg0 [47:48, 0:47] : (tensor<48x47xf32>) -> tensor<1x47xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x47xf32>) -> tensor<1x0x47xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x0x47xf32>) -> tensor<0x47xf32>
    %6 = stablehlo.concatenate %2, %arg0, %5, dim = 0 : (tensor<0x47xf32>, tensor<48x47xf32>, tensor<0x47xf32>) -> tensor<48x47xf32>
    %7 = stablehlo.slice %6 [0:48, 0:1] : (tensor<48x47xf32>) -> tensor<48x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<48x1xf32>) -> tensor<48x1x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<48x1x1xf32>) -> tensor<48x1xf32>
    %10 = stablehlo.slice %6 [0:48, 46:47] : (tensor<48x47xf32>) -> tensor<48x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<48x1xf32>) -> tensor<48x1x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<48x1x1xf32>) -> tensor<48x1xf32>
    %13 = stablehlo.concatenate %9, %6, %12, dim = 1 : (tensor<48x1xf32>, tensor<48x47xf32>, tensor<48x1xf32>) -> tensor<48x49xf32>
    return %13 : tensor<48x49xf32>
  }
  func.func private @diff_19(%arg0: tensor<4x49x48xf32>) -> tensor<4x48x48xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 1:49, 0:48] : (tensor<4x49x48xf32>) -> tensor<4x48x48xf32>
    %1 = stablehlo.slice %arg0 [0:4, 0:48, 0:48] : (tensor<4x49x48xf32>) -> tensor<4x48x48xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<4x48x48xf32>
    return %2 : tensor<4x48x48xf32>
  }
  func.func private @diff_20(%arg0: tensor<4x48x49xf32>) -> tensor<4x48x48xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 0:48, 1:49] : (tensor<4x48x49xf32>) -> tensor<4x48x48xf32>
    %1 = stablehlo.slice %arg0 [0:4, 0:48, 0:48] : (tensor<4x48x49xf32>) -> tensor<4x48x48xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<4x48x48xf32>
    return %2 : tensor<4x48x48xf32>
  }
  func.func private @norm(%arg0: tensor<4x48x48xf32>) -> tensor<4xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4x48x48xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1, 2] : (tensor<4x48x48xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.sqrt %1 : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
}
