module @jit_run attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>) -> (tensor<64xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<-2> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %0 = call @clip(%arg0, %c, %c_0) : (tensor<64xf32>, tensor<i32>, tensor<i32>) -> tensor<64xf32>
    %1 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %2 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %4 = stablehlo.add %1, %3 : tensor<64x64xi32>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %6 = stablehlo.convert %5 : (tensor<64x64xi1>) -> tensor<64x64xf32>
    %7 = stablehlo.slice %0 [1:64] : (tensor<64xf32>) -> tensor<63xf32>
    %8 = stablehlo.slice %0 [0:63] : (tensor<64xf32>) -> tensor<63xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<63xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<63xf32>
    %11 = stablehlo.multiply %10, %8 : tensor<63xf32>
    %12 = stablehlo.subtract %7, %9 : tensor<63xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<63xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<63xf32>
    %15 = stablehlo.multiply %14, %12 : tensor<63xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<63xf32>
    %17 = stablehlo.multiply %16, %13 : tensor<63xf32>
    %18 = stablehlo.slice %0 [0:63] : (tensor<64xf32>) -> tensor<63xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<63xf32>
    %20 = stablehlo.subtract %19, %18 : tensor<63xf32>
    %21 = stablehlo.multiply %20, %20 : tensor<63xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<63xf32>
    %23 = stablehlo.multiply %22, %20 : tensor<63xf32>
    %24 = stablehlo.add %17, %21 : tensor<63xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<63xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<63xf32>
    %27 = stablehlo.multiply %26, %23 : tensor<63xf32>
    %28 = stablehlo.negate %27 : tensor<63xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.pad %28, %cst_8, low = [0], high = [1], interior = [0] : (tensor<63xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<63xf32>
    %31 = stablehlo.multiply %30, %26 : tensor<63xf32>
    %32 = stablehlo.multiply %31, %15 : tensor<63xf32>
    %33 = stablehlo.negate %32 : tensor<63xf32>
    %34 = stablehlo.multiply %33, %11 : tensor<63xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.pad %34, %cst_10, low = [0], high = [1], interior = [0] : (tensor<63xf32>, tensor<f32>) -> tensor<64xf32>
    %36 = stablehlo.add %29, %35 : tensor<64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.pad %32, %cst_11, low = [1], high = [0], interior = [0] : (tensor<63xf32>, tensor<f32>) -> tensor<64xf32>
    %38 = stablehlo.add %36, %37 : tensor<64xf32>
    %39 = call @norm(%38) : (tensor<64xf32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %40 = stablehlo.compare LT, %39, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %41 = call @norm_0(%38) : (tensor<64xf32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %42 = stablehlo.divide %41, %cst_13 : tensor<f32>
    %43 = stablehlo.add %25, %42 : tensor<f32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<false> : tensor<i1>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %44:13 = stablehlo.while(%iterArg = %c_14, %iterArg_21 = %c_15, %iterArg_22 = %40, %iterArg_23 = %c_16, %iterArg_24 = %c_17, %iterArg_25 = %c_18, %iterArg_26 = %c_19, %iterArg_27 = %0, %iterArg_28 = %25, %iterArg_29 = %38, %iterArg_30 = %6, %iterArg_31 = %43, %iterArg_32 = %c_20) : tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<64xf32>, tensor<f32>, tensor<64xf32>, tensor<64x64xf32>, tensor<f32>, tensor<i32>
    cond {
      %45 = stablehlo.not %iterArg_22 : tensor<i1>
      %46 = stablehlo.not %iterArg_23 : tensor<i1>
      %47 = stablehlo.and %45, %46 : tensor<i1>
      %c_33 = stablehlo.constant dense<500> : tensor<i32>
      %48 = stablehlo.compare LT, %iterArg_24, %c_33, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_34 = stablehlo.constant dense<false> : tensor<i1>
      %49 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i1>) -> tensor<i1>
      %50 = stablehlo.compare NE, %48, %49, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %51 = stablehlo.convert %50 : tensor<i1>
      %52 = stablehlo.and %47, %51 : tensor<i1>
      stablehlo.return %52 : tensor<i1>
    } do {
      %45 = stablehlo.dot_general %iterArg_30, %iterArg_29, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %46 = stablehlo.negate %45 : tensor<64xf32>
      %47 = stablehlo.dot_general %iterArg_29, %46, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64xf32>, tensor<64xf32>) -> tensor<f32>
      %48 = stablehlo.subtract %iterArg_28, %iterArg_31 : tensor<f32>
      %cst_33 = stablehlo.constant dense<2.020000e+00> : tensor<f32>
      %49 = stablehlo.multiply %cst_33, %48 : tensor<f32>
      %50 = stablehlo.divide %49, %47 : tensor<f32>
      %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %51 = stablehlo.compare GT, %50, %cst_34, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %52 = func.call @_where(%51, %cst_35, %50) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_36 = stablehlo.constant dense<false> : tensor<i1>
      %c_37 = stablehlo.constant dense<false> : tensor<i1>
      %c_38 = stablehlo.constant dense<1> : tensor<i32>
      %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %c_40 = stablehlo.constant dense<0> : tensor<i32>
      %c_41 = stablehlo.constant dense<0> : tensor<i32>
      %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %53:18 = stablehlo.while(%iterArg_55 = %52, %iterArg_56 = %46, %iterArg_57 = %iterArg_27, %iterArg_58 = %47, %iterArg_59 = %iterArg_28, %iterArg_60 = %iterArg_29, %iterArg_61 = %c_36, %iterArg_62 = %c_37, %iterArg_63 = %c_38, %iterArg_64 = %cst_39, %iterArg_65 = %iterArg_28, %iterArg_66 = %47, %iterArg_67 = %c_40, %iterArg_68 = %c_41, %iterArg_69 = %cst_42, %iterArg_70 = %iterArg_28, %iterArg_71 = %47, %iterArg_72 = %iterArg_29) : tensor<f32>, tensor<64xf32>, tensor<64xf32>, tensor<f32>, tensor<f32>, tensor<64xf32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<64xf32>
      cond {
        %104 = stablehlo.not %iterArg_61 : tensor<i1>
        %c_73 = stablehlo.constant dense<10> : tensor<i32>
        %105 = stablehlo.compare LE, %iterArg_63, %c_73, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_74 = stablehlo.constant dense<false> : tensor<i1>
        %106 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i1>) -> tensor<i1>
        %107 = stablehlo.compare NE, %105, %106, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %108 = stablehlo.convert %107 : tensor<i1>
        %109 = stablehlo.and %104, %108 : tensor<i1>
        %110 = stablehlo.not %iterArg_62 : tensor<i1>
        %111 = stablehlo.and %109, %110 : tensor<i1>
        stablehlo.return %111 : tensor<i1>
      } do {
        %c_73 = stablehlo.constant dense<1> : tensor<i32>
        %104 = stablehlo.compare EQ, %iterArg_63, %c_73, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %cst_74 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %105 = stablehlo.multiply %iterArg_64, %cst_74 : tensor<f32>
        %106 = func.call @_where_1(%104, %iterArg_55, %105) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %107 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<f32>) -> tensor<64xf32>
        %108 = stablehlo.multiply %107, %iterArg_56 : tensor<64xf32>
        %109 = stablehlo.add %iterArg_57, %108 : tensor<64xf32>
        %110 = stablehlo.slice %109 [1:64] : (tensor<64xf32>) -> tensor<63xf32>
        %111 = stablehlo.slice %109 [0:63] : (tensor<64xf32>) -> tensor<63xf32>
        %112 = stablehlo.multiply %111, %111 : tensor<63xf32>
        %cst_75 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %113 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<63xf32>
        %114 = stablehlo.multiply %113, %111 : tensor<63xf32>
        %115 = stablehlo.subtract %110, %112 : tensor<63xf32>
        %116 = stablehlo.multiply %115, %115 : tensor<63xf32>
        %cst_76 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %117 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<63xf32>
        %118 = stablehlo.multiply %117, %115 : tensor<63xf32>
        %cst_77 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
        %119 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<63xf32>
        %120 = stablehlo.multiply %119, %116 : tensor<63xf32>
        %121 = stablehlo.slice %109 [0:63] : (tensor<64xf32>) -> tensor<63xf32>
        %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %122 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<63xf32>
        %123 = stablehlo.subtract %122, %121 : tensor<63xf32>
        %124 = stablehlo.multiply %123, %123 : tensor<63xf32>
        %cst_79 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %125 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<63xf32>
        %126 = stablehlo.multiply %125, %123 : tensor<63xf32>
        %127 = stablehlo.add %120, %124 : tensor<63xf32>
        %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %128 = stablehlo.reduce(%127 init: %cst_80) applies stablehlo.add across dimensions = [0] : (tensor<63xf32>, tensor<f32>) -> tensor<f32>
        %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %129 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<63xf32>
        %130 = stablehlo.multiply %129, %126 : tensor<63xf32>
        %131 = stablehlo.negate %130 : tensor<63xf32>
        %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %132 = stablehlo.pad %131, %cst_82, low = [0], high = [1], interior = [0] : (tensor<63xf32>, tensor<f32>) -> tensor<64xf32>
        %cst_83 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
        %133 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<63xf32>
        %134 = stablehlo.multiply %133, %129 : tensor<63xf32>
        %135 = stablehlo.multiply %134, %118 : tensor<63xf32>
        %136 = stablehlo.negate %135 : tensor<63xf32>
        %137 = stablehlo.multiply %136, %114 : tensor<63xf32>
        %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %138 = stablehlo.pad %137, %cst_84, low = [0], high = [1], interior = [0] : (tensor<63xf32>, tensor<f32>) -> tensor<64xf32>
        %139 = stablehlo.add %132, %138 : tensor<64xf32>
        %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %140 = stablehlo.pad %135, %cst_85, low = [1], high = [0], interior = [0] : (tensor<63xf32>, tensor<f32>) -> tensor<64xf32>
        %141 = stablehlo.add %139, %140 : tensor<64xf32>
        %142 = stablehlo.dot_general %141, %iterArg_56, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64xf32>, tensor<64xf32>) -> tensor<f32>
        %c_86 = stablehlo.constant dense<1> : tensor<i32>
        %143 = stablehlo.add %iterArg_67, %c_86 : tensor<i32>
        %c_87 = stablehlo.constant dense<1> : tensor<i32>
        %144 = stablehlo.add %iterArg_68, %c_87 : tensor<i32>
        %cst_88 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
        %145 = stablehlo.multiply %cst_88, %106 : tensor<f32>
        %146 = stablehlo.multiply %145, %iterArg_58 : tensor<f32>
        %147 = stablehlo.add %iterArg_59, %146 : tensor<f32>
        %148 = stablehlo.compare GT, %128, %147, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %149 = stablehlo.compare GE, %128, %iterArg_65, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %c_89 = stablehlo.constant dense<1> : tensor<i32>
        %150 = stablehlo.compare GT, %iterArg_63, %c_89, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_90 = stablehlo.constant dense<false> : tensor<i1>
        %151 = stablehlo.broadcast_in_dim %c_90, dims = [] : (tensor<i1>) -> tensor<i1>
        %152 = stablehlo.compare NE, %150, %151, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %153 = stablehlo.convert %152 : tensor<i1>
        %154 = stablehlo.and %149, %153 : tensor<i1>
        %155 = stablehlo.or %148, %154 : tensor<i1>
        %156 = stablehlo.abs %142 : tensor<f32>
        %cst_91 = stablehlo.constant dense<-0.899999976> : tensor<f32>
        %157 = stablehlo.multiply %cst_91, %iterArg_58 : tensor<f32>
        %158 = stablehlo.compare LE, %156, %157, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %159 = stablehlo.not %155 : tensor<i1>
        %160 = stablehlo.and %158, %159 : tensor<i1>
        %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %161 = stablehlo.compare GE, %142, %cst_92, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %162 = stablehlo.not %155 : tensor<i1>
        %163 = stablehlo.and %161, %162 : tensor<i1>
        %164 = stablehlo.not %160 : tensor<i1>
        %165 = stablehlo.and %163, %164 : tensor<i1>
        %166 = stablehlo.not %155 : tensor<i1>
        %167 = stablehlo.convert %iterArg_64 : tensor<f32>
        %168 = stablehlo.add %167, %106 : tensor<f32>
        %cst_93 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %169 = stablehlo.divide %168, %cst_93 : tensor<f32>
        %170 = stablehlo.add %iterArg_65, %128 : tensor<f32>
        %cst_94 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %171 = stablehlo.divide %170, %cst_94 : tensor<f32>
        %c_95 = stablehlo.constant dense<false> : tensor<i1>
        %c_96 = stablehlo.constant dense<false> : tensor<i1>
        %c_97 = stablehlo.constant dense<0> : tensor<i32>
        %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %c_99 = stablehlo.constant dense<0> : tensor<i32>
        %c_100 = stablehlo.constant dense<0> : tensor<i32>
        %172:22 = stablehlo.while(%iterArg_110 = %166, %iterArg_111 = %iterArg_56, %iterArg_112 = %iterArg_57, %iterArg_113 = %iterArg_58, %iterArg_114 = %iterArg_59, %iterArg_115 = %c_95, %iterArg_116 = %c_96, %iterArg_117 = %c_97, %iterArg_118 = %iterArg_64, %iterArg_119 = %iterArg_65, %iterArg_120 = %iterArg_66, %iterArg_121 = %106, %iterArg_122 = %128, %iterArg_123 = %142, %iterArg_124 = %169, %iterArg_125 = %171, %iterArg_126 = %cst_98, %iterArg_127 = %iterArg_65, %iterArg_128 = %iterArg_66, %iterArg_129 = %iterArg_60, %iterArg_130 = %c_99, %iterArg_131 = %c_100) : tensor<i1>, tensor<64xf32>, tensor<64xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<64xf32>, tensor<i32>, tensor<i32>
        cond {
          %204 = stablehlo.not %iterArg_115 : tensor<i1>
          %205 = stablehlo.not %iterArg_110 : tensor<i1>
          %206 = stablehlo.and %204, %205 : tensor<i1>
          %207 = stablehlo.not %iterArg_116 : tensor<i1>
          %208 = stablehlo.and %206, %207 : tensor<i1>
          stablehlo.return %208 : tensor<i1>
        } do {
          %204 = stablehlo.convert %iterArg_118 : tensor<f32>
          %205 = stablehlo.subtract %iterArg_121, %204 : tensor<f32>
          %206 = stablehlo.convert %iterArg_118 : tensor<f32>
          %207 = stablehlo.minimum %iterArg_121, %206 : tensor<f32>
          %208 = stablehlo.convert %iterArg_118 : tensor<f32>
          %209 = stablehlo.maximum %iterArg_121, %208 : tensor<f32>
          %cst_132 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
          %210 = stablehlo.multiply %cst_132, %205 : tensor<f32>
          %cst_133 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
          %211 = stablehlo.multiply %cst_133, %205 : tensor<f32>
          %c_134 = stablehlo.constant dense<true> : tensor<i1>
          %cst_135 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
          %cst_136 = stablehlo.constant dense<1.000000e-10> : tensor<f32>
          %212 = func.call @_where_2(%c_134, %cst_135, %cst_136) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %213 = stablehlo.convert %212 : tensor<f32>
          %214 = stablehlo.compare LE, %205, %213, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %215 = stablehlo.or %iterArg_116, %214 : tensor<i1>
          %216 = stablehlo.convert %iterArg_118 : tensor<f32>
          %217 = stablehlo.subtract %iterArg_121, %216 : tensor<f32>
          %218 = stablehlo.convert %iterArg_118 : tensor<f32>
          %219 = stablehlo.subtract %iterArg_124, %218 : tensor<f32>
          %220 = stablehlo.multiply %217, %219 : tensor<f32>
          %221 = stablehlo.multiply %220, %220 : tensor<f32>
          %222 = stablehlo.subtract %217, %219 : tensor<f32>
          %223 = stablehlo.multiply %221, %222 : tensor<f32>
          %224 = stablehlo.multiply %219, %219 : tensor<f32>
          %225 = stablehlo.multiply %217, %217 : tensor<f32>
          %226 = stablehlo.negate %225 : tensor<f32>
          %227 = stablehlo.multiply %219, %219 : tensor<f32>
          %228 = stablehlo.multiply %227, %219 : tensor<f32>
          %229 = stablehlo.negate %228 : tensor<f32>
          %230 = stablehlo.multiply %217, %217 : tensor<f32>
          %231 = stablehlo.multiply %230, %217 : tensor<f32>
          %232 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<1xf32>
          %233 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<1xf32>
          %234 = stablehlo.concatenate %232, %233, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
          %235 = stablehlo.broadcast_in_dim %234, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
          %236 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<1xf32>
          %237 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<1xf32>
          %238 = stablehlo.concatenate %236, %237, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
          %239 = stablehlo.broadcast_in_dim %238, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
          %240 = stablehlo.concatenate %235, %239, dim = 0 : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
          %241 = stablehlo.subtract %iterArg_122, %iterArg_119 : tensor<f32>
          %242 = stablehlo.multiply %iterArg_120, %217 : tensor<f32>
          %243 = stablehlo.subtract %241, %242 : tensor<f32>
          %244 = stablehlo.subtract %iterArg_125, %iterArg_119 : tensor<f32>
          %245 = stablehlo.multiply %iterArg_120, %219 : tensor<f32>
          %246 = stablehlo.subtract %244, %245 : tensor<f32>
          %247 = stablehlo.broadcast_in_dim %243, dims = [] : (tensor<f32>) -> tensor<1xf32>
          %248 = stablehlo.broadcast_in_dim %246, dims = [] : (tensor<f32>) -> tensor<1xf32>
          %249 = stablehlo.concatenate %247, %248, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
          %250 = stablehlo.dot_general %240, %249, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2xf32>
          %251 = stablehlo.broadcast_in_dim %223, dims = [] : (tensor<f32>) -> tensor<2xf32>
          %252 = stablehlo.divide %250, %251 : tensor<2xf32>
          %253 = stablehlo.slice %252 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
          %254 = stablehlo.reshape %253 : (tensor<1xf32>) -> tensor<f32>
          %255 = stablehlo.slice %252 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
          %256 = stablehlo.reshape %255 : (tensor<1xf32>) -> tensor<f32>
          %257 = stablehlo.multiply %256, %256 : tensor<f32>
          %cst_137 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
          %258 = stablehlo.multiply %cst_137, %254 : tensor<f32>
          %259 = stablehlo.multiply %258, %iterArg_120 : tensor<f32>
          %260 = stablehlo.subtract %257, %259 : tensor<f32>
          %261 = stablehlo.negate %256 : tensor<f32>
          %262 = stablehlo.sqrt %260 : tensor<f32>
          %263 = stablehlo.add %261, %262 : tensor<f32>
          %cst_138 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
          %264 = stablehlo.multiply %cst_138, %254 : tensor<f32>
          %265 = stablehlo.divide %263, %264 : tensor<f32>
          %266 = stablehlo.convert %iterArg_118 : tensor<f32>
          %267 = stablehlo.add %266, %265 : tensor<f32>
          %c_139 = stablehlo.constant dense<0> : tensor<i32>
          %268 = stablehlo.compare GT, %iterArg_117, %c_139, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %269 = stablehlo.add %207, %210 : tensor<f32>
          %270 = stablehlo.compare GT, %267, %269, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %c_140 = stablehlo.constant dense<false> : tensor<i1>
          %271 = stablehlo.broadcast_in_dim %c_140, dims = [] : (tensor<i1>) -> tensor<i1>
          %272 = stablehlo.compare NE, %268, %271, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
          %273 = stablehlo.convert %272 : tensor<i1>
          %274 = stablehlo.and %273, %270 : tensor<i1>
          %275 = stablehlo.subtract %209, %210 : tensor<f32>
          %276 = stablehlo.compare LT, %267, %275, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %277 = stablehlo.and %274, %276 : tensor<i1>
          %278 = stablehlo.convert %iterArg_118 : tensor<f32>
          %279 = stablehlo.subtract %iterArg_121, %278 : tensor<f32>
          %280 = stablehlo.subtract %iterArg_122, %iterArg_119 : tensor<f32>
          %281 = stablehlo.multiply %iterArg_120, %279 : tensor<f32>
          %282 = stablehlo.subtract %280, %281 : tensor<f32>
          %283 = stablehlo.multiply %279, %279 : tensor<f32>
          %284 = stablehlo.divide %282, %283 : tensor<f32>
          %cst_141 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
          %285 = stablehlo.multiply %cst_141, %284 : tensor<f32>
          %286 = stablehlo.divide %iterArg_120, %285 : tensor<f32>
          %287 = stablehlo.convert %iterArg_118 : tensor<f32>
          %288 = stablehlo.subtract %287, %286 : tensor<f32>
          %289 = stablehlo.not %277 : tensor<i1>
          %290 = stablehlo.add %207, %211 : tensor<f32>
          %291 = stablehlo.compare GT, %288, %290, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %292 = stablehlo.and %289, %291 : tensor<i1>
          %293 = stablehlo.subtract %209, %211 : tensor<f32>
          %294 = stablehlo.compare LT, %288, %293, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %295 = stablehlo.and %292, %294 : tensor<i1>
          %296 = stablehlo.convert %iterArg_118 : tensor<f32>
          %297 = stablehlo.add %296, %iterArg_121 : tensor<f32>
          %cst_142 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
          %298 = stablehlo.divide %297, %cst_142 : tensor<f32>
          %299 = stablehlo.not %277 : tensor<i1>
          %300 = stablehlo.not %295 : tensor<i1>
          %301 = stablehlo.and %299, %300 : tensor<i1>
          %302 = func.call @_where_3(%277, %267, %iterArg_124) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %303 = func.call @_where_3(%295, %288, %302) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %304 = func.call @_where_3(%301, %298, %303) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %305 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<64xf32>
          %306 = stablehlo.multiply %305, %iterArg_111 : tensor<64xf32>
          %307 = stablehlo.add %iterArg_112, %306 : tensor<64xf32>
          %308 = stablehlo.slice %307 [1:64] : (tensor<64xf32>) -> tensor<63xf32>
          %309 = stablehlo.slice %307 [0:63] : (tensor<64xf32>) -> tensor<63xf32>
          %310 = stablehlo.multiply %309, %309 : tensor<63xf32>
          %cst_143 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
          %311 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<63xf32>
          %312 = stablehlo.multiply %311, %309 : tensor<63xf32>
          %313 = stablehlo.subtract %308, %310 : tensor<63xf32>
          %314 = stablehlo.multiply %313, %313 : tensor<63xf32>
          %cst_144 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
          %315 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<63xf32>
          %316 = stablehlo.multiply %315, %313 : tensor<63xf32>
          %cst_145 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
          %317 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<63xf32>
          %318 = stablehlo.multiply %317, %314 : tensor<63xf32>
          %319 = stablehlo.slice %307 [0:63] : (tensor<64xf32>) -> tensor<63xf32>
          %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
          %320 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<63xf32>
          %321 = stablehlo.subtract %320, %319 : tensor<63xf32>
          %322 = stablehlo.multiply %321, %321 : tensor<63xf32>
          %cst_147 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
          %323 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<63xf32>
          %324 = stablehlo.multiply %323, %321 : tensor<63xf32>
          %325 = stablehlo.add %318, %322 : tensor<63xf32>
          %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %326 = stablehlo.reduce(%325 init: %cst_148) applies stablehlo.add across dimensions = [0] : (tensor<63xf32>, tensor<f32>) -> tensor<f32>
          %cst_149 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
          %327 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<63xf32>
          %328 = stablehlo.multiply %327, %324 : tensor<63xf32>
          %329 = stablehlo.negate %328 : tensor<63xf32>
          %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %330 = stablehlo.pad %329, %cst_150, low = [0], high = [1], interior = [0] : (tensor<63xf32>, tensor<f32>) -> tensor<64xf32>
          %cst_151 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
          %331 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<63xf32>
          %332 = stablehlo.multiply %331, %327 : tensor<63xf32>
          %333 = stablehlo.multiply %332, %316 : tensor<63xf32>
          %334 = stablehlo.negate %333 : tensor<63xf32>
          %335 = stablehlo.multiply %334, %312 : tensor<63xf32>
          %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %336 = stablehlo.pad %335, %cst_152, low = [0], high = [1], interior = [0] : (tensor<63xf32>, tensor<f32>) -> tensor<64xf32>
          %337 = stablehlo.add %330, %336 : tensor<64xf32>
          %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %338 = stablehlo.pad %333, %cst_153, low = [1], high = [0], interior = [0] : (tensor<63xf32>, tensor<f32>) -> tensor<64xf32>
          %339 = stablehlo.add %337, %338 : tensor<64xf32>
          %340 = stablehlo.dot_general %339, %iterArg_111, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64xf32>, tensor<64xf32>) -> tensor<f32>
          %c_154 = stablehlo.constant dense<1> : tensor<i32>
          %341 = stablehlo.add %iterArg_130, %c_154 : tensor<i32>
          %c_155 = stablehlo.constant dense<1> : tensor<i32>
          %342 = stablehlo.add %iterArg_131, %c_155 : tensor<i32>
          %cst_156 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
          %343 = stablehlo.multiply %cst_156, %304 : tensor<f32>
          %344 = stablehlo.multiply %343, %iterArg_113 : tensor<f32>
          %345 = stablehlo.add %iterArg_114, %344 : tensor<f32>
          %346 = stablehlo.compare GT, %326, %345, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %347 = stablehlo.compare GE, %326, %iterArg_119, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %348 = stablehlo.or %346, %347 : tensor<i1>
          %349 = stablehlo.abs %340 : tensor<f32>
          %cst_157 = stablehlo.constant dense<-0.899999976> : tensor<f32>
          %350 = stablehlo.multiply %cst_157, %iterArg_113 : tensor<f32>
          %351 = stablehlo.compare LE, %349, %350, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %352 = stablehlo.not %348 : tensor<i1>
          %353 = stablehlo.and %351, %352 : tensor<i1>
          %354 = stablehlo.convert %iterArg_118 : tensor<f32>
          %355 = stablehlo.subtract %iterArg_121, %354 : tensor<f32>
          %356 = stablehlo.multiply %340, %355 : tensor<f32>
          %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %357 = stablehlo.compare GE, %356, %cst_158, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %358 = stablehlo.not %348 : tensor<i1>
          %359 = stablehlo.and %357, %358 : tensor<i1>
          %360 = stablehlo.not %353 : tensor<i1>
          %361 = stablehlo.and %359, %360 : tensor<i1>
          %362 = stablehlo.not %348 : tensor<i1>
          %363 = stablehlo.not %353 : tensor<i1>
          %364 = stablehlo.and %362, %363 : tensor<i1>
          %365 = func.call @_where_3(%348, %304, %iterArg_121) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %366 = func.call @_where_3(%348, %326, %iterArg_122) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %367 = func.call @_where_3(%348, %340, %iterArg_123) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %368 = func.call @_where_3(%348, %iterArg_121, %iterArg_124) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %369 = func.call @_where_3(%348, %iterArg_122, %iterArg_125) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %370 = stablehlo.or %353, %iterArg_115 : tensor<i1>
          %371 = func.call @_where_4(%353, %304, %iterArg_126) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %372 = func.call @_where_3(%353, %326, %iterArg_127) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %373 = func.call @_where_3(%353, %340, %iterArg_128) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %374 = func.call @_where_5(%353, %339, %iterArg_129) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
          %375 = func.call @_where(%361, %iterArg_118, %365) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %376 = func.call @_where_3(%361, %iterArg_119, %366) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %377 = func.call @_where_3(%361, %iterArg_120, %367) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %378 = func.call @_where_3(%361, %365, %368) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %379 = func.call @_where_3(%361, %366, %369) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %380 = stablehlo.not %361 : tensor<i1>
          %381 = stablehlo.and %364, %380 : tensor<i1>
          %382 = func.call @_where(%381, %iterArg_118, %378) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %383 = func.call @_where_3(%381, %iterArg_119, %379) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %384 = func.call @_where_4(%364, %304, %iterArg_118) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %385 = func.call @_where_3(%364, %326, %iterArg_119) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %386 = func.call @_where_3(%364, %340, %iterArg_120) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %c_159 = stablehlo.constant dense<1> : tensor<i32>
          %387 = stablehlo.add %iterArg_117, %c_159 : tensor<i32>
          %c_160 = stablehlo.constant dense<30> : tensor<i32>
          %388 = stablehlo.compare GE, %387, %c_160, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_161 = stablehlo.constant dense<false> : tensor<i1>
          %389 = stablehlo.broadcast_in_dim %c_161, dims = [] : (tensor<i1>) -> tensor<i1>
          %390 = stablehlo.compare NE, %388, %389, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
          %391 = stablehlo.convert %390 : tensor<i1>
          %392 = stablehlo.or %215, %391 : tensor<i1>
          stablehlo.return %iterArg_110, %iterArg_111, %iterArg_112, %iterArg_113, %iterArg_114, %370, %392, %387, %384, %385, %386, %375, %376, %377, %382, %383, %371, %372, %373, %374, %341, %342 : tensor<i1>, tensor<64xf32>, tensor<64xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<64xf32>, tensor<i32>, tensor<i32>
        }
        %173 = stablehlo.add %143, %172#20 : tensor<i32>
        %174 = stablehlo.add %144, %172#21 : tensor<i32>
        %175 = stablehlo.not %165 : tensor<i1>
        %176 = stablehlo.convert %iterArg_64 : tensor<f32>
        %177 = stablehlo.add %106, %176 : tensor<f32>
        %cst_101 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %178 = stablehlo.divide %177, %cst_101 : tensor<f32>
        %179 = stablehlo.add %128, %iterArg_65 : tensor<f32>
        %cst_102 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %180 = stablehlo.divide %179, %cst_102 : tensor<f32>
        %c_103 = stablehlo.constant dense<false> : tensor<i1>
        %c_104 = stablehlo.constant dense<false> : tensor<i1>
        %c_105 = stablehlo.constant dense<0> : tensor<i32>
        %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %c_107 = stablehlo.constant dense<0> : tensor<i32>
        %c_108 = stablehlo.constant dense<0> : tensor<i32>
        %181:22 = stablehlo.while(%iterArg_110 = %175, %iterArg_111 = %iterArg_56, %iterArg_112 = %iterArg_57, %iterArg_113 = %iterArg_58, %iterArg_114 = %iterArg_59, %iterArg_115 = %c_103, %iterArg_116 = %c_104, %iterArg_117 = %c_105, %iterArg_118 = %106, %iterArg_119 = %128, %iterArg_120 = %142, %iterArg_121 = %iterArg_64, %iterArg_122 = %iterArg_65, %iterArg_123 = %iterArg_66, %iterArg_124 = %178, %iterArg_125 = %180, %iterArg_126 = %cst_106, %iterArg_127 = %128, %iterArg_128 = %142, %iterArg_129 = %iterArg_60, %iterArg_130 = %c_107, %iterArg_131 = %c_108) : tensor<i1>, tensor<64xf32>, tensor<64xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<64xf32>, tensor<i32>, tensor<i32>
        cond {
          %204 = stablehlo.not %iterArg_115 : tensor<i1>
          %205 = stablehlo.not %iterArg_110 : tensor<i1>
          %206 = stablehlo.and %204, %205 : tensor<i1>
          %207 = stablehlo.not %iterArg_116 : tensor<i1>
          %208 = stablehlo.and %206, %207 : tensor<i1>
          stablehlo.return %208 : tensor<i1>
        } do {
          %204 = stablehlo.convert %iterArg_121 : tensor<f32>
          %205 = stablehlo.subtract %204, %iterArg_118 : tensor<f32>
          %206 = stablehlo.convert %iterArg_121 : tensor<f32>
          %207 = stablehlo.minimum %206, %iterArg_118 : tensor<f32>
          %208 = stablehlo.convert %iterArg_121 : tensor<f32>
          %209 = stablehlo.maximum %208, %iterArg_118 : tensor<f32>
          %cst_132 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
          %210 = stablehlo.multiply %cst_132, %205 : tensor<f32>
          %cst_133 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
          %211 = stablehlo.multiply %cst_133, %205 : tensor<f32>
          %c_134 = stablehlo.constant dense<true> : tensor<i1>
          %cst_135 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
          %cst_136 = stablehlo.constant dense<1.000000e-10> : tensor<f32>
          %212 = func.call @_where_2(%c_134, %cst_135, %cst_136) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %213 = stablehlo.convert %212 : tensor<f32>
          %214 = stablehlo.compare LE, %205, %213, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %215 = stablehlo.or %iterArg_116, %214 : tensor<i1>
          %216 = stablehlo.convert %iterArg_121 : tensor<f32>
          %217 = stablehlo.subtract %216, %iterArg_118 : tensor<f32>
          %218 = stablehlo.subtract %iterArg_124, %iterArg_118 : tensor<f32>
          %219 = stablehlo.multiply %217, %218 : tensor<f32>
          %220 = stablehlo.multiply %219, %219 : tensor<f32>
          %221 = stablehlo.subtract %217, %218 : tensor<f32>
          %222 = stablehlo.multiply %220, %221 : tensor<f32>
          %223 = stablehlo.multiply %218, %218 : tensor<f32>
          %224 = stablehlo.multiply %217, %217 : tensor<f32>
          %225 = stablehlo.negate %224 : tensor<f32>
          %226 = stablehlo.multiply %218, %218 : tensor<f32>
          %227 = stablehlo.multiply %226, %218 : tensor<f32>
          %228 = stablehlo.negate %227 : tensor<f32>
          %229 = stablehlo.multiply %217, %217 : tensor<f32>
          %230 = stablehlo.multiply %229, %217 : tensor<f32>
          %231 = stablehlo.broadcast_in_dim %223, dims = [] : (tensor<f32>) -> tensor<1xf32>
          %232 = stablehlo.broadcast_in_dim %225, dims = [] : (tensor<f32>) -> tensor<1xf32>
          %233 = stablehlo.concatenate %231, %232, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
          %234 = stablehlo.broadcast_in_dim %233, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
          %235 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<1xf32>
          %236 = stablehlo.broadcast_in_dim %230, dims = [] : (tensor<f32>) -> tensor<1xf32>
          %237 = stablehlo.concatenate %235, %236, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
          %238 = stablehlo.broadcast_in_dim %237, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
          %239 = stablehlo.concatenate %234, %238, dim = 0 : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
          %240 = stablehlo.subtract %iterArg_122, %iterArg_119 : tensor<f32>
          %241 = stablehlo.multiply %iterArg_120, %217 : tensor<f32>
          %242 = stablehlo.subtract %240, %241 : tensor<f32>
          %243 = stablehlo.subtract %iterArg_125, %iterArg_119 : tensor<f32>
          %244 = stablehlo.multiply %iterArg_120, %218 : tensor<f32>
          %245 = stablehlo.subtract %243, %244 : tensor<f32>
          %246 = stablehlo.broadcast_in_dim %242, dims = [] : (tensor<f32>) -> tensor<1xf32>
          %247 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<1xf32>
          %248 = stablehlo.concatenate %246, %247, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
          %249 = stablehlo.dot_general %239, %248, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2xf32>
          %250 = stablehlo.broadcast_in_dim %222, dims = [] : (tensor<f32>) -> tensor<2xf32>
          %251 = stablehlo.divide %249, %250 : tensor<2xf32>
          %252 = stablehlo.slice %251 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
          %253 = stablehlo.reshape %252 : (tensor<1xf32>) -> tensor<f32>
          %254 = stablehlo.slice %251 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
          %255 = stablehlo.reshape %254 : (tensor<1xf32>) -> tensor<f32>
          %256 = stablehlo.multiply %255, %255 : tensor<f32>
          %cst_137 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
          %257 = stablehlo.multiply %cst_137, %253 : tensor<f32>
          %258 = stablehlo.multiply %257, %iterArg_120 : tensor<f32>
          %259 = stablehlo.subtract %256, %258 : tensor<f32>
          %260 = stablehlo.negate %255 : tensor<f32>
          %261 = stablehlo.sqrt %259 : tensor<f32>
          %262 = stablehlo.add %260, %261 : tensor<f32>
          %cst_138 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
          %263 = stablehlo.multiply %cst_138, %253 : tensor<f32>
          %264 = stablehlo.divide %262, %263 : tensor<f32>
          %265 = stablehlo.add %iterArg_118, %264 : tensor<f32>
          %c_139 = stablehlo.constant dense<0> : tensor<i32>
          %266 = stablehlo.compare GT, %iterArg_117, %c_139, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %267 = stablehlo.add %207, %210 : tensor<f32>
          %268 = stablehlo.compare GT, %265, %267, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %c_140 = stablehlo.constant dense<false> : tensor<i1>
          %269 = stablehlo.broadcast_in_dim %c_140, dims = [] : (tensor<i1>) -> tensor<i1>
          %270 = stablehlo.compare NE, %266, %269, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
          %271 = stablehlo.convert %270 : tensor<i1>
          %272 = stablehlo.and %271, %268 : tensor<i1>
          %273 = stablehlo.subtract %209, %210 : tensor<f32>
          %274 = stablehlo.compare LT, %265, %273, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %275 = stablehlo.and %272, %274 : tensor<i1>
          %276 = stablehlo.convert %iterArg_121 : tensor<f32>
          %277 = stablehlo.subtract %276, %iterArg_118 : tensor<f32>
          %278 = stablehlo.subtract %iterArg_122, %iterArg_119 : tensor<f32>
          %279 = stablehlo.multiply %iterArg_120, %277 : tensor<f32>
          %280 = stablehlo.subtract %278, %279 : tensor<f32>
          %281 = stablehlo.multiply %277, %277 : tensor<f32>
          %282 = stablehlo.divide %280, %281 : tensor<f32>
          %cst_141 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
          %283 = stablehlo.multiply %cst_141, %282 : tensor<f32>
          %284 = stablehlo.divide %iterArg_120, %283 : tensor<f32>
          %285 = stablehlo.subtract %iterArg_118, %284 : tensor<f32>
          %286 = stablehlo.not %275 : tensor<i1>
          %287 = stablehlo.add %207, %211 : tensor<f32>
          %288 = stablehlo.compare GT, %285, %287, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %289 = stablehlo.and %286, %288 : tensor<i1>
          %290 = stablehlo.subtract %209, %211 : tensor<f32>
          %291 = stablehlo.compare LT, %285, %290, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %292 = stablehlo.and %289, %291 : tensor<i1>
          %293 = stablehlo.convert %iterArg_121 : tensor<f32>
          %294 = stablehlo.add %iterArg_118, %293 : tensor<f32>
          %cst_142 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
          %295 = stablehlo.divide %294, %cst_142 : tensor<f32>
          %296 = stablehlo.not %275 : tensor<i1>
          %297 = stablehlo.not %292 : tensor<i1>
          %298 = stablehlo.and %296, %297 : tensor<i1>
          %299 = func.call @_where_3(%275, %265, %iterArg_124) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %300 = func.call @_where_3(%292, %285, %299) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %301 = func.call @_where_3(%298, %295, %300) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %302 = stablehlo.broadcast_in_dim %301, dims = [] : (tensor<f32>) -> tensor<64xf32>
          %303 = stablehlo.multiply %302, %iterArg_111 : tensor<64xf32>
          %304 = stablehlo.add %iterArg_112, %303 : tensor<64xf32>
          %305 = stablehlo.slice %304 [1:64] : (tensor<64xf32>) -> tensor<63xf32>
          %306 = stablehlo.slice %304 [0:63] : (tensor<64xf32>) -> tensor<63xf32>
          %307 = stablehlo.multiply %306, %306 : tensor<63xf32>
          %cst_143 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
          %308 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<63xf32>
          %309 = stablehlo.multiply %308, %306 : tensor<63xf32>
          %310 = stablehlo.subtract %305, %307 : tensor<63xf32>
          %311 = stablehlo.multiply %310, %310 : tensor<63xf32>
          %cst_144 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
          %312 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<63xf32>
          %313 = stablehlo.multiply %312, %310 : tensor<63xf32>
          %cst_145 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
          %314 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<63xf32>
          %315 = stablehlo.multiply %314, %311 : tensor<63xf32>
          %316 = stablehlo.slice %304 [0:63] : (tensor<64xf32>) -> tensor<63xf32>
          %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
          %317 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<63xf32>
          %318 = stablehlo.subtract %317, %316 : tensor<63xf32>
          %319 = stablehlo.multiply %318, %318 : tensor<63xf32>
          %cst_147 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
          %320 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<63xf32>
          %321 = stablehlo.multiply %320, %318 : tensor<63xf32>
          %322 = stablehlo.add %315, %319 : tensor<63xf32>
          %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %323 = stablehlo.reduce(%322 init: %cst_148) applies stablehlo.add across dimensions = [0] : (tensor<63xf32>, tensor<f32>) -> tensor<f32>
          %cst_149 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
          %324 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<63xf32>
          %325 = stablehlo.multiply %324, %321 : tensor<63xf32>
          %326 = stablehlo.negate %325 : tensor<63xf32>
          %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %327 = stablehlo.pad %326, %cst_150, low = [0], high = [1], interior = [0] : (tensor<63xf32>, tensor<f32>) -> tensor<64xf32>
          %cst_151 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
          %328 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<63xf32>
          %329 = stablehlo.multiply %328, %324 : tensor<63xf32>
          %330 = stablehlo.multiply %329, %313 : tensor<63xf32>
          %331 = stablehlo.negate %330 : tensor<63xf32>
          %332 = stablehlo.multiply %331, %309 : tensor<63xf32>
          %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %333 = stablehlo.pad %332, %cst_152, low = [0], high = [1], interior = [0] : (tensor<63xf32>, tensor<f32>) -> tensor<64xf32>
          %334 = stablehlo.add %327, %333 : tensor<64xf32>
          %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %335 = stablehlo.pad %330, %cst_153, low = [1], high = [0], interior = [0] : (tensor<63xf32>, tensor<f32>) -> tensor<64xf32>
          %336 = stablehlo.add %334, %335 : tensor<64xf32>
          %337 = stablehlo.dot_general %336, %iterArg_111, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64xf32>, tensor<64xf32>) -> tensor<f32>
          %c_154 = stablehlo.constant dense<1> : tensor<i32>
          %338 = stablehlo.add %iterArg_130, %c_154 : tensor<i32>
          %c_155 = stablehlo.constant dense<1> : tensor<i32>
          %339 = stablehlo.add %iterArg_131, %c_155 : tensor<i32>
          %cst_156 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
          %340 = stablehlo.multiply %cst_156, %301 : tensor<f32>
          %341 = stablehlo.multiply %340, %iterArg_113 : tensor<f32>
          %342 = stablehlo.add %iterArg_114, %341 : tensor<f32>
          %343 = stablehlo.compare GT, %323, %342, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %344 = stablehlo.compare GE, %323, %iterArg_119, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %345 = stablehlo.or %343, %344 : tensor<i1>
          %346 = stablehlo.abs %337 : tensor<f32>
          %cst_157 = stablehlo.constant dense<-0.899999976> : tensor<f32>
          %347 = stablehlo.multiply %cst_157, %iterArg_113 : tensor<f32>
          %348 = stablehlo.compare LE, %346, %347, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %349 = stablehlo.not %345 : tensor<i1>
          %350 = stablehlo.and %348, %349 : tensor<i1>
          %351 = stablehlo.convert %iterArg_121 : tensor<f32>
          %352 = stablehlo.subtract %351, %iterArg_118 : tensor<f32>
          %353 = stablehlo.multiply %337, %352 : tensor<f32>
          %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %354 = stablehlo.compare GE, %353, %cst_158, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %355 = stablehlo.not %345 : tensor<i1>
          %356 = stablehlo.and %354, %355 : tensor<i1>
          %357 = stablehlo.not %350 : tensor<i1>
          %358 = stablehlo.and %356, %357 : tensor<i1>
          %359 = stablehlo.not %345 : tensor<i1>
          %360 = stablehlo.not %350 : tensor<i1>
          %361 = stablehlo.and %359, %360 : tensor<i1>
          %362 = func.call @_where_4(%345, %301, %iterArg_121) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %363 = func.call @_where_3(%345, %323, %iterArg_122) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %364 = func.call @_where_3(%345, %337, %iterArg_123) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %365 = func.call @_where(%345, %iterArg_121, %iterArg_124) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %366 = func.call @_where_3(%345, %iterArg_122, %iterArg_125) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %367 = stablehlo.or %350, %iterArg_115 : tensor<i1>
          %368 = func.call @_where_4(%350, %301, %iterArg_126) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %369 = func.call @_where_3(%350, %323, %iterArg_127) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %370 = func.call @_where_3(%350, %337, %iterArg_128) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %371 = func.call @_where_5(%350, %336, %iterArg_129) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
          %372 = func.call @_where_3(%358, %iterArg_118, %362) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %373 = func.call @_where_3(%358, %iterArg_119, %363) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %374 = func.call @_where_3(%358, %iterArg_120, %364) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %375 = func.call @_where_3(%358, %362, %365) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %376 = func.call @_where_3(%358, %363, %366) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %377 = stablehlo.not %358 : tensor<i1>
          %378 = stablehlo.and %361, %377 : tensor<i1>
          %379 = func.call @_where_3(%378, %iterArg_118, %375) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %380 = func.call @_where_3(%378, %iterArg_119, %376) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %381 = func.call @_where_3(%361, %301, %iterArg_118) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %382 = func.call @_where_3(%361, %323, %iterArg_119) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %383 = func.call @_where_3(%361, %337, %iterArg_120) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %c_159 = stablehlo.constant dense<1> : tensor<i32>
          %384 = stablehlo.add %iterArg_117, %c_159 : tensor<i32>
          %c_160 = stablehlo.constant dense<30> : tensor<i32>
          %385 = stablehlo.compare GE, %384, %c_160, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_161 = stablehlo.constant dense<false> : tensor<i1>
          %386 = stablehlo.broadcast_in_dim %c_161, dims = [] : (tensor<i1>) -> tensor<i1>
          %387 = stablehlo.compare NE, %385, %386, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
          %388 = stablehlo.convert %387 : tensor<i1>
          %389 = stablehlo.or %215, %388 : tensor<i1>
          stablehlo.return %iterArg_110, %iterArg_111, %iterArg_112, %iterArg_113, %iterArg_114, %367, %389, %384, %381, %382, %383, %372, %373, %374, %379, %380, %368, %369, %370, %371, %338, %339 : tensor<i1>, tensor<64xf32>, tensor<64xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<64xf32>, tensor<i32>, tensor<i32>
        }
        %182 = stablehlo.add %173, %181#20 : tensor<i32>
        %183 = stablehlo.add %174, %181#21 : tensor<i32>
        %184 = stablehlo.or %155, %iterArg_61 : tensor<i1>
        %185 = stablehlo.and %155, %172#6 : tensor<i1>
        %186 = stablehlo.or %185, %iterArg_62 : tensor<i1>
        %187 = func.call @_where_4(%155, %172#16, %iterArg_69) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %188 = func.call @_where_3(%155, %172#17, %iterArg_70) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %189 = func.call @_where_3(%155, %172#18, %iterArg_71) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %190 = func.call @_where_5(%155, %172#19, %iterArg_72) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
        %191 = stablehlo.or %160, %184 : tensor<i1>
        %192 = func.call @_where_3(%160, %106, %187) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %193 = func.call @_where_3(%160, %128, %188) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %194 = func.call @_where_3(%160, %142, %189) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %195 = func.call @_where_5(%160, %141, %190) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
        %196 = stablehlo.or %165, %191 : tensor<i1>
        %197 = stablehlo.and %165, %181#6 : tensor<i1>
        %198 = stablehlo.or %197, %186 : tensor<i1>
        %199 = func.call @_where_3(%165, %181#16, %192) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %200 = func.call @_where_3(%165, %181#17, %193) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %201 = func.call @_where_3(%165, %181#18, %194) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %202 = func.call @_where_5(%165, %181#19, %195) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
        %c_109 = stablehlo.constant dense<1> : tensor<i32>
        %203 = stablehlo.add %iterArg_63, %c_109 : tensor<i32>
        stablehlo.return %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %196, %198, %203, %106, %128, %142, %182, %183, %199, %200, %201, %202 : tensor<f32>, tensor<64xf32>, tensor<64xf32>, tensor<f32>, tensor<f32>, tensor<64xf32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<64xf32>
      }
      %c_43 = stablehlo.constant dense<10> : tensor<i32>
      %54 = stablehlo.compare GT, %53#8, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_44 = stablehlo.constant dense<3> : tensor<i32>
      %c_45 = stablehlo.constant dense<0> : tensor<i32>
      %55 = func.call @_where_6(%54, %c_44, %c_45) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_46 = stablehlo.constant dense<1> : tensor<i32>
      %56 = func.call @_where_7(%53#7, %c_46, %55) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %57 = stablehlo.abs %53#14 : tensor<f32>
      %cst_47 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %58 = stablehlo.compare LT, %57, %cst_47, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_48 = stablehlo.constant dense<true> : tensor<i1>
      %59 = stablehlo.and %c_48, %58 : tensor<i1>
      %60 = stablehlo.sign %53#14 : tensor<f32>
      %cst_49 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %61 = stablehlo.multiply %60, %cst_49 : tensor<f32>
      %62 = func.call @_where_3(%59, %61, %53#14) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %63 = stablehlo.not %53#6 : tensor<i1>
      %64 = stablehlo.or %53#7, %63 : tensor<i1>
      %c_50 = stablehlo.constant dense<1> : tensor<i32>
      %65 = stablehlo.subtract %53#8, %c_50 : tensor<i32>
      %66 = stablehlo.add %iterArg_25, %53#12 : tensor<i32>
      %67 = stablehlo.add %iterArg_26, %53#13 : tensor<i32>
      %68 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %69 = stablehlo.multiply %68, %46 : tensor<64xf32>
      %70 = stablehlo.add %iterArg_27, %69 : tensor<64xf32>
      %71 = stablehlo.subtract %53#17, %iterArg_29 : tensor<64xf32>
      %72 = stablehlo.dot_general %71, %69, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64xf32>, tensor<64xf32>) -> tensor<f32>
      %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %73 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<f32>
      %74 = stablehlo.divide %73, %72 : tensor<f32>
      %75 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %76 = stablehlo.broadcast_in_dim %71, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %77 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
      %78 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
      %79 = stablehlo.multiply %77, %78 : tensor<64x64xf32>
      %80 = stablehlo.iota dim = 0 : tensor<64x64xi32>
      %81 = stablehlo.iota dim = 1 : tensor<64x64xi32>
      %c_52 = stablehlo.constant dense<0> : tensor<i32>
      %82 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
      %83 = stablehlo.add %80, %82 : tensor<64x64xi32>
      %84 = stablehlo.compare EQ, %83, %81, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
      %85 = stablehlo.convert %84 : (tensor<64x64xi1>) -> tensor<64x64xf32>
      %86 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %87 = stablehlo.multiply %86, %79 : tensor<64x64xf32>
      %88 = stablehlo.subtract %85, %87 : tensor<64x64xf32>
      %89 = stablehlo.dot_general %iterArg_30, %88, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %90 = stablehlo.dot_general %89, %88, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %91 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %92 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
      %93 = stablehlo.multiply %92, %91 : tensor<64x1xf32>
      %94 = stablehlo.broadcast_in_dim %69, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %95 = stablehlo.broadcast_in_dim %93, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
      %96 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
      %97 = stablehlo.multiply %95, %96 : tensor<64x64xf32>
      %98 = stablehlo.add %90, %97 : tensor<64x64xf32>
      %99 = stablehlo.is_finite %74 : (tensor<f32>) -> tensor<i1>
      %100 = func.call @_where_8(%99, %98, %iterArg_30) : (tensor<i1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %101 = func.call @norm_9(%53#17) : (tensor<64xf32>) -> tensor<f32>
      %cst_53 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %102 = stablehlo.compare LT, %101, %cst_53, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_54 = stablehlo.constant dense<1> : tensor<i32>
      %103 = stablehlo.add %iterArg_24, %c_54 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_21, %102, %64, %103, %66, %67, %70, %53#15, %53#17, %100, %iterArg_28, %56 : tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<64xf32>, tensor<f32>, tensor<64xf32>, tensor<64x64xf32>, tensor<f32>, tensor<i32>
    }
    return %44#7, %44#8, %44#4 : tensor<64xf32>, tensor<f32>, tensor<i32>
  }
  func.func private @clip(%arg0: tensor<64xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<64xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<64xf32>
    return %5 : tensor<64xf32>
  }
  func.func private @norm(%arg0: tensor<64xf32>) -> tensor<f32> {
    %0 = stablehlo.abs %arg0 : tensor<64xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.maximum %cst_0, %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @norm_0(%arg0: tensor<64xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<64x64xf32>, %arg2: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @norm_9(%arg0: tensor<64xf32>) -> tensor<f32> {
    %0 = stablehlo.abs %arg0 : tensor<64xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.maximum %cst_0, %1 : tensor<f32>
    return %2 : tensor<f32>
  }
}
