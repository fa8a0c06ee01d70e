module @jit_solve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xf32>) -> (tensor<64x64xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<64x64xf32>) -> tensor<4096xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<64x64xf32>) -> tensor<4096xf32>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.add %cst_0, %3 : tensor<f32>
    %5 = stablehlo.sqrt %4 : tensor<f32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %6 = stablehlo.multiply %cst_1, %5 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.maximum %6, %cst_2 : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = call @_pad(%c) : (tensor<i32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0.0153846154> : tensor<f32>
    %cst_4 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.0153846154> : tensor<f32>
    %cst_6 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %cst_7 = stablehlo.constant dense<2.36686392E-4> : tensor<f32>
    %cst_8 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.0153846154> : tensor<f32>
    %cst_10 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.0153846154> : tensor<f32>
    %cst_12 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %cst_13 = stablehlo.constant dense<2.36686392E-4> : tensor<f32>
    %cst_14 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %9 = call @_pad_0(%0, %c_15) : (tensor<64x64xf32>, tensor<i32>) -> tensor<66x66xf32>
    %10 = stablehlo.slice %9 [0:64, 1:65] : (tensor<66x66xf32>) -> tensor<64x64xf32>
    %11 = stablehlo.slice %9 [2:66, 1:65] : (tensor<66x66xf32>) -> tensor<64x64xf32>
    %12 = stablehlo.add %10, %11 : tensor<64x64xf32>
    %13 = stablehlo.slice %9 [1:65, 0:64] : (tensor<66x66xf32>) -> tensor<64x64xf32>
    %14 = stablehlo.add %12, %13 : tensor<64x64xf32>
    %15 = stablehlo.slice %9 [1:65, 2:66] : (tensor<66x66xf32>) -> tensor<64x64xf32>
    %16 = stablehlo.add %14, %15 : tensor<64x64xf32>
    %cst_16 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %18 = stablehlo.multiply %17, %0 : tensor<64x64xf32>
    %19 = stablehlo.subtract %16, %18 : tensor<64x64xf32>
    %cst_17 = stablehlo.constant dense<2.36686392E-4> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %21 = stablehlo.divide %19, %20 : tensor<64x64xf32>
    %22 = stablehlo.slice %9 [0:64, 1:65] : (tensor<66x66xf32>) -> tensor<64x64xf32>
    %23 = stablehlo.subtract %0, %22 : tensor<64x64xf32>
    %cst_18 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<64x64xf32>
    %cst_19 = stablehlo.constant dense<0.0153846154> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %27 = stablehlo.divide %25, %26 : tensor<64x64xf32>
    %28 = stablehlo.slice %9 [1:65, 0:64] : (tensor<66x66xf32>) -> tensor<64x64xf32>
    %29 = stablehlo.subtract %0, %28 : tensor<64x64xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<64x64xf32>
    %cst_21 = stablehlo.constant dense<0.0153846154> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %33 = stablehlo.divide %31, %32 : tensor<64x64xf32>
    %34 = stablehlo.add %27, %33 : tensor<64x64xf32>
    %35 = stablehlo.negate %21 : tensor<64x64xf32>
    %36 = stablehlo.add %35, %34 : tensor<64x64xf32>
    %37 = stablehlo.add %36, %0 : tensor<64x64xf32>
    %38 = stablehlo.subtract %arg0, %37 : tensor<64x64xf32>
    %cst_22 = stablehlo.constant dense<2.080100e+04> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %40 = stablehlo.divide %38, %39 : tensor<64x64xf32>
    %41 = stablehlo.reshape %40 : (tensor<64x64xf32>) -> tensor<4096xf32>
    %42 = stablehlo.reshape %40 : (tensor<64x64xf32>) -> tensor<4096xf32>
    %43 = stablehlo.dot_general %41, %42, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<f32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.add %cst_23, %43 : tensor<f32>
    %45 = stablehlo.sqrt %44 : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %46 = stablehlo.compare GT, %45, %cst_24, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %47 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %48 = stablehlo.divide %40, %47 : tensor<64x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = call @_where(%46, %48, %cst_25) : (tensor<i1>, tensor<64x64xf32>, tensor<f32>) -> tensor<64x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = call @_where_1(%46, %45, %cst_26) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %51:6 = stablehlo.while(%iterArg = %7, %iterArg_35 = %arg0, %iterArg_36 = %0, %iterArg_37 = %c_27, %iterArg_38 = %49, %iterArg_39 = %50) : tensor<f32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<i32>, tensor<64x64xf32>, tensor<f32>
    cond {
      %c_40 = stablehlo.constant dense<10> : tensor<i32>
      %83 = stablehlo.compare LT, %iterArg_37, %c_40, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %84 = stablehlo.compare GT, %iterArg_39, %iterArg, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_41 = stablehlo.constant dense<false> : tensor<i1>
      %85 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i1>) -> tensor<i1>
      %86 = stablehlo.compare NE, %83, %85, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %87 = stablehlo.convert %86 : tensor<i1>
      %88 = stablehlo.and %87, %84 : tensor<i1>
      stablehlo.return %88 : tensor<i1>
    } do {
      %83 = stablehlo.broadcast_in_dim %iterArg_38, dims = [0, 1] : (tensor<64x64xf32>) -> tensor<64x64x1xf32>
      %c_40 = stablehlo.constant dense<0> : tensor<i32>
      %84 = func.call @_pad_2(%83, %c_40) : (tensor<64x64x1xf32>, tensor<i32>) -> tensor<64x64x31xf32>
      %85 = stablehlo.iota dim = 0 : tensor<30x31xi32>
      %86 = stablehlo.iota dim = 1 : tensor<30x31xi32>
      %c_41 = stablehlo.constant dense<0> : tensor<i32>
      %87 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<30x31xi32>
      %88 = stablehlo.add %85, %87 : tensor<30x31xi32>
      %89 = stablehlo.compare EQ, %88, %86, SIGNED : (tensor<30x31xi32>, tensor<30x31xi32>) -> tensor<30x31xi1>
      %90 = stablehlo.convert %89 : (tensor<30x31xi1>) -> tensor<30x31xf32>
      %c_42 = stablehlo.constant dense<false> : tensor<i1>
      %c_43 = stablehlo.constant dense<0> : tensor<i32>
      %91:4 = stablehlo.while(%iterArg_59 = %84, %iterArg_60 = %90, %iterArg_61 = %c_42, %iterArg_62 = %c_43) : tensor<64x64x31xf32>, tensor<30x31xf32>, tensor<i1>, tensor<i32>
      cond {
        %c_63 = stablehlo.constant dense<30> : tensor<i32>
        %147 = stablehlo.compare LT, %iterArg_62, %c_63, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %148 = stablehlo.not %iterArg_61 : tensor<i1>
        %c_64 = stablehlo.constant dense<false> : tensor<i1>
        %149 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i1>) -> tensor<i1>
        %150 = stablehlo.compare NE, %147, %149, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %151 = stablehlo.convert %150 : tensor<i1>
        %152 = stablehlo.and %151, %148 : tensor<i1>
        stablehlo.return %152 : tensor<i1>
      } do {
        %147 = stablehlo.convert %iterArg_62 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %c_64 = stablehlo.constant dense<0> : tensor<i32>
        %148 = stablehlo.compare LT, %c_63, %c_64, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_65 = stablehlo.constant dense<0> : tensor<i32>
        %c_66 = stablehlo.constant dense<64> : tensor<i32>
        %149 = stablehlo.add %c_65, %c_66 : tensor<i32>
        %c_67 = stablehlo.constant dense<0> : tensor<i32>
        %150 = stablehlo.select %148, %149, %c_67 : tensor<i1>, tensor<i32>
        %c_68 = stablehlo.constant dense<0> : tensor<i32>
        %c_69 = stablehlo.constant dense<0> : tensor<i32>
        %151 = stablehlo.compare LT, %c_68, %c_69, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_70 = stablehlo.constant dense<0> : tensor<i32>
        %c_71 = stablehlo.constant dense<64> : tensor<i32>
        %152 = stablehlo.add %c_70, %c_71 : tensor<i32>
        %c_72 = stablehlo.constant dense<0> : tensor<i32>
        %153 = stablehlo.select %151, %152, %c_72 : tensor<i1>, tensor<i32>
        %c_73 = stablehlo.constant dense<0> : tensor<i32>
        %154 = stablehlo.compare LT, %147, %c_73, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_74 = stablehlo.constant dense<31> : tensor<i32>
        %155 = stablehlo.add %147, %c_74 : tensor<i32>
        %156 = stablehlo.select %154, %155, %147 : tensor<i1>, tensor<i32>
        %157 = stablehlo.dynamic_slice %iterArg_59, %150, %153, %156, sizes = [64, 64, 1] : (tensor<64x64x31xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<64x64x1xf32>
        %158 = stablehlo.reshape %157 : (tensor<64x64x1xf32>) -> tensor<64x64xf32>
        %c_75 = stablehlo.constant dense<0> : tensor<i32>
        %159 = func.call @_pad_0(%158, %c_75) : (tensor<64x64xf32>, tensor<i32>) -> tensor<66x66xf32>
        %160 = stablehlo.slice %159 [0:64, 1:65] : (tensor<66x66xf32>) -> tensor<64x64xf32>
        %161 = stablehlo.slice %159 [2:66, 1:65] : (tensor<66x66xf32>) -> tensor<64x64xf32>
        %162 = stablehlo.add %160, %161 : tensor<64x64xf32>
        %163 = stablehlo.slice %159 [1:65, 0:64] : (tensor<66x66xf32>) -> tensor<64x64xf32>
        %164 = stablehlo.add %162, %163 : tensor<64x64xf32>
        %165 = stablehlo.slice %159 [1:65, 2:66] : (tensor<66x66xf32>) -> tensor<64x64xf32>
        %166 = stablehlo.add %164, %165 : tensor<64x64xf32>
        %cst_76 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
        %167 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
        %168 = stablehlo.multiply %167, %158 : tensor<64x64xf32>
        %169 = stablehlo.subtract %166, %168 : tensor<64x64xf32>
        %cst_77 = stablehlo.constant dense<2.36686392E-4> : tensor<f32>
        %170 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
        %171 = stablehlo.divide %169, %170 : tensor<64x64xf32>
        %172 = stablehlo.slice %159 [0:64, 1:65] : (tensor<66x66xf32>) -> tensor<64x64xf32>
        %173 = stablehlo.subtract %158, %172 : tensor<64x64xf32>
        %cst_78 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
        %174 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
        %175 = stablehlo.multiply %174, %173 : tensor<64x64xf32>
        %cst_79 = stablehlo.constant dense<0.0153846154> : tensor<f32>
        %176 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
        %177 = stablehlo.divide %175, %176 : tensor<64x64xf32>
        %178 = stablehlo.slice %159 [1:65, 0:64] : (tensor<66x66xf32>) -> tensor<64x64xf32>
        %179 = stablehlo.subtract %158, %178 : tensor<64x64xf32>
        %cst_80 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
        %180 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
        %181 = stablehlo.multiply %180, %179 : tensor<64x64xf32>
        %cst_81 = stablehlo.constant dense<0.0153846154> : tensor<f32>
        %182 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
        %183 = stablehlo.divide %181, %182 : tensor<64x64xf32>
        %184 = stablehlo.add %177, %183 : tensor<64x64xf32>
        %185 = stablehlo.negate %171 : tensor<64x64xf32>
        %186 = stablehlo.add %185, %184 : tensor<64x64xf32>
        %187 = stablehlo.add %186, %158 : tensor<64x64xf32>
        %cst_82 = stablehlo.constant dense<2.080100e+04> : tensor<f32>
        %188 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
        %189 = stablehlo.divide %187, %188 : tensor<64x64xf32>
        %190 = stablehlo.reshape %189 : (tensor<64x64xf32>) -> tensor<4096xf32>
        %191 = stablehlo.reshape %189 : (tensor<64x64xf32>) -> tensor<4096xf32>
        %192 = stablehlo.dot_general %190, %191, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<f32>
        %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %193 = stablehlo.add %cst_83, %192 : tensor<f32>
        %194 = stablehlo.sqrt %193 : tensor<f32>
        %cst_84 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %195 = stablehlo.compare GT, %194, %cst_84, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %196 = stablehlo.broadcast_in_dim %194, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
        %197 = stablehlo.divide %189, %196 : tensor<64x64xf32>
        %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %198 = func.call @_where(%195, %197, %cst_85) : (tensor<i1>, tensor<64x64xf32>, tensor<f32>) -> tensor<64x64xf32>
        %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %199 = func.call @_where_1(%195, %194, %cst_86) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %200 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<31xf32>
        %cst_88 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %201 = stablehlo.sqrt %cst_88 : tensor<f32>
        %202 = stablehlo.convert %201 : tensor<f32>
        %203 = stablehlo.divide %199, %202 : tensor<f32>
        %204 = stablehlo.dot_general %iterArg_59, %189, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<64x64x31xf32>, tensor<64x64xf32>) -> tensor<31xf32>
        %205 = stablehlo.dot_general %iterArg_59, %204, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x31xf32>, tensor<31xf32>) -> tensor<64x64xf32>
        %206 = stablehlo.subtract %189, %205 : tensor<64x64xf32>
        %207 = stablehlo.add %200, %204 : tensor<31xf32>
        %c_89 = stablehlo.constant dense<0> : tensor<i32>
        %c_90 = stablehlo.constant dense<true> : tensor<i1>
        %208:4 = stablehlo.while(%iterArg_106 = %206, %iterArg_107 = %c_89, %iterArg_108 = %c_90, %iterArg_109 = %203) : tensor<64x64xf32>, tensor<i32>, tensor<i1>, tensor<f32>
        cond {
          %c_110 = stablehlo.constant dense<1> : tensor<i32>
          %243 = stablehlo.compare LT, %iterArg_107, %c_110, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_111 = stablehlo.constant dense<false> : tensor<i1>
          %244 = stablehlo.broadcast_in_dim %c_111, dims = [] : (tensor<i1>) -> tensor<i1>
          %245 = stablehlo.compare NE, %243, %244, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
          %246 = stablehlo.convert %245 : tensor<i1>
          %247 = stablehlo.and %iterArg_108, %246 : tensor<i1>
          stablehlo.return %247 : tensor<i1>
        } do {
          %243 = stablehlo.reshape %iterArg_106 : (tensor<64x64xf32>) -> tensor<4096xf32>
          %244 = stablehlo.reshape %iterArg_106 : (tensor<64x64xf32>) -> tensor<4096xf32>
          %245 = stablehlo.dot_general %243, %244, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<f32>
          %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %246 = stablehlo.add %cst_110, %245 : tensor<f32>
          %247 = stablehlo.sqrt %246 : tensor<f32>
          %cst_111 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
          %248 = stablehlo.compare GT, %247, %cst_111, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %249 = stablehlo.broadcast_in_dim %247, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
          %250 = stablehlo.divide %iterArg_106, %249 : tensor<64x64xf32>
          %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %251 = func.call @_where(%248, %250, %cst_112) : (tensor<i1>, tensor<64x64xf32>, tensor<f32>) -> tensor<64x64xf32>
          %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %252 = func.call @_where_1(%248, %247, %cst_113) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %cst_114 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
          %253 = stablehlo.sqrt %cst_114 : tensor<f32>
          %254 = stablehlo.convert %253 : tensor<f32>
          %255 = stablehlo.divide %252, %254 : tensor<f32>
          %c_115 = stablehlo.constant dense<false> : tensor<i1>
          stablehlo.return %iterArg_106, %iterArg_107, %c_115, %255 : tensor<64x64xf32>, tensor<i32>, tensor<i1>, tensor<f32>
        }
        %c_91 = stablehlo.constant dense<1> : tensor<i32>
        %209:5 = stablehlo.while(%iterArg_106 = %iterArg_59, %iterArg_107 = %c_91, %iterArg_108 = %206, %iterArg_109 = %207, %iterArg_110 = %208#3) : tensor<64x64x31xf32>, tensor<i32>, tensor<64x64xf32>, tensor<31xf32>, tensor<f32>
        cond {
          %243 = stablehlo.dot_general %iterArg_109, %iterArg_109, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<31xf32>, tensor<31xf32>) -> tensor<f32>
          %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %244 = stablehlo.add %cst_111, %243 : tensor<f32>
          %245 = stablehlo.sqrt %244 : tensor<f32>
          %cst_112 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
          %246 = stablehlo.compare GT, %245, %cst_112, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %247 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<31xf32>
          %248 = stablehlo.divide %iterArg_109, %247 : tensor<31xf32>
          %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %249 = func.call @_where_3(%246, %248, %cst_113) : (tensor<i1>, tensor<31xf32>, tensor<f32>) -> tensor<31xf32>
          %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %250 = func.call @_where_1(%246, %245, %cst_114) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %c_115 = stablehlo.constant dense<1> : tensor<i32>
          %251 = stablehlo.compare LT, %iterArg_107, %c_115, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %252 = stablehlo.compare LT, %250, %iterArg_110, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %c_116 = stablehlo.constant dense<false> : tensor<i1>
          %253 = stablehlo.broadcast_in_dim %c_116, dims = [] : (tensor<i1>) -> tensor<i1>
          %254 = stablehlo.compare NE, %251, %253, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
          %255 = stablehlo.convert %254 : tensor<i1>
          %256 = stablehlo.and %255, %252 : tensor<i1>
          stablehlo.return %256 : tensor<i1>
        } do {
          %243 = stablehlo.dot_general %iterArg_106, %iterArg_108, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<64x64x31xf32>, tensor<64x64xf32>) -> tensor<31xf32>
          %244 = stablehlo.dot_general %iterArg_106, %243, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x31xf32>, tensor<31xf32>) -> tensor<64x64xf32>
          %245 = stablehlo.subtract %iterArg_108, %244 : tensor<64x64xf32>
          %246 = stablehlo.add %iterArg_109, %243 : tensor<31xf32>
          %c_111 = stablehlo.constant dense<true> : tensor<i1>
          %247:4 = stablehlo.while(%iterArg_113 = %245, %iterArg_114 = %iterArg_107, %iterArg_115 = %c_111, %iterArg_116 = %iterArg_110) : tensor<64x64xf32>, tensor<i32>, tensor<i1>, tensor<f32>
          cond {
            %c_117 = stablehlo.constant dense<1> : tensor<i32>
            %249 = stablehlo.compare LT, %iterArg_114, %c_117, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %c_118 = stablehlo.constant dense<false> : tensor<i1>
            %250 = stablehlo.broadcast_in_dim %c_118, dims = [] : (tensor<i1>) -> tensor<i1>
            %251 = stablehlo.compare NE, %249, %250, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
            %252 = stablehlo.convert %251 : tensor<i1>
            %253 = stablehlo.and %iterArg_115, %252 : tensor<i1>
            stablehlo.return %253 : tensor<i1>
          } do {
            %249 = stablehlo.reshape %iterArg_113 : (tensor<64x64xf32>) -> tensor<4096xf32>
            %250 = stablehlo.reshape %iterArg_113 : (tensor<64x64xf32>) -> tensor<4096xf32>
            %251 = stablehlo.dot_general %249, %250, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<f32>
            %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
            %252 = stablehlo.add %cst_117, %251 : tensor<f32>
            %253 = stablehlo.sqrt %252 : tensor<f32>
            %cst_118 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
            %254 = stablehlo.compare GT, %253, %cst_118, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
            %255 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
            %256 = stablehlo.divide %iterArg_113, %255 : tensor<64x64xf32>
            %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
            %257 = func.call @_where(%254, %256, %cst_119) : (tensor<i1>, tensor<64x64xf32>, tensor<f32>) -> tensor<64x64xf32>
            %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
            %258 = func.call @_where_1(%254, %253, %cst_120) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
            %cst_121 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
            %259 = stablehlo.sqrt %cst_121 : tensor<f32>
            %260 = stablehlo.convert %259 : tensor<f32>
            %261 = stablehlo.divide %258, %260 : tensor<f32>
            %c_122 = stablehlo.constant dense<false> : tensor<i1>
            stablehlo.return %iterArg_113, %iterArg_114, %c_122, %261 : tensor<64x64xf32>, tensor<i32>, tensor<i1>, tensor<f32>
          }
          %c_112 = stablehlo.constant dense<1> : tensor<i32>
          %248 = stablehlo.add %iterArg_107, %c_112 : tensor<i32>
          stablehlo.return %iterArg_106, %248, %245, %246, %247#3 : tensor<64x64x31xf32>, tensor<i32>, tensor<64x64xf32>, tensor<31xf32>, tensor<f32>
        }
        %cst_92 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %210 = stablehlo.multiply %cst_92, %199 : tensor<f32>
        %211 = stablehlo.reshape %209#2 : (tensor<64x64xf32>) -> tensor<4096xf32>
        %212 = stablehlo.reshape %209#2 : (tensor<64x64xf32>) -> tensor<4096xf32>
        %213 = stablehlo.dot_general %211, %212, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<f32>
        %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %214 = stablehlo.add %cst_93, %213 : tensor<f32>
        %215 = stablehlo.sqrt %214 : tensor<f32>
        %216 = stablehlo.compare GT, %215, %210, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %217 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
        %218 = stablehlo.divide %209#2, %217 : tensor<64x64xf32>
        %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %219 = func.call @_where(%216, %218, %cst_94) : (tensor<i1>, tensor<64x64xf32>, tensor<f32>) -> tensor<64x64xf32>
        %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %220 = func.call @_where_1(%216, %215, %cst_95) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %c_96 = stablehlo.constant dense<1> : tensor<i32>
        %221 = stablehlo.add %iterArg_62, %c_96 : tensor<i32>
        %c_97 = stablehlo.constant dense<0> : tensor<i32>
        %222 = stablehlo.compare LT, %221, %c_97, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_98 = stablehlo.constant dense<31> : tensor<i32>
        %223 = stablehlo.add %221, %c_98 : tensor<i32>
        %224 = stablehlo.select %222, %223, %221 : tensor<i1>, tensor<i32>
        %225 = stablehlo.convert %224 : tensor<i32>
        %226 = stablehlo.broadcast_in_dim %225, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %227 = "stablehlo.scatter"(%iterArg_59, %226, %219) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
        ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
          stablehlo.return %arg2 : tensor<f32>
        }) : (tensor<64x64x31xf32>, tensor<1xi32>, tensor<64x64xf32>) -> tensor<64x64x31xf32>
        %c_99 = stablehlo.constant dense<1> : tensor<i32>
        %228 = stablehlo.add %iterArg_62, %c_99 : tensor<i32>
        %c_100 = stablehlo.constant dense<0> : tensor<i32>
        %229 = stablehlo.compare LT, %228, %c_100, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_101 = stablehlo.constant dense<31> : tensor<i32>
        %230 = stablehlo.add %228, %c_101 : tensor<i32>
        %231 = stablehlo.select %229, %230, %228 : tensor<i1>, tensor<i32>
        %232 = stablehlo.convert %231 : tensor<i32>
        %233 = stablehlo.broadcast_in_dim %232, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %234 = "stablehlo.scatter"(%209#3, %233, %220) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
          stablehlo.return %arg2 : tensor<f32>
        }) : (tensor<31xf32>, tensor<1xi32>, tensor<f32>) -> tensor<31xf32>
        %c_102 = stablehlo.constant dense<0> : tensor<i32>
        %235 = stablehlo.compare LT, %iterArg_62, %c_102, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_103 = stablehlo.constant dense<30> : tensor<i32>
        %236 = stablehlo.add %iterArg_62, %c_103 : tensor<i32>
        %237 = stablehlo.select %235, %236, %iterArg_62 : tensor<i1>, tensor<i32>
        %238 = stablehlo.convert %237 : tensor<i32>
        %239 = stablehlo.broadcast_in_dim %238, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %240 = "stablehlo.scatter"(%iterArg_60, %239, %234) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
          stablehlo.return %arg2 : tensor<f32>
        }) : (tensor<30x31xf32>, tensor<1xi32>, tensor<31xf32>) -> tensor<30x31xf32>
        %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %241 = stablehlo.compare EQ, %220, %cst_104, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %c_105 = stablehlo.constant dense<1> : tensor<i32>
        %242 = stablehlo.add %iterArg_62, %c_105 : tensor<i32>
        stablehlo.return %227, %240, %241, %242 : tensor<64x64x31xf32>, tensor<30x31xf32>, tensor<i1>, tensor<i32>
      }
      %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %92 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<31xf32>
      %c_45 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %94 = "stablehlo.scatter"(%92, %93, %iterArg_39) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
        stablehlo.return %arg2 : tensor<f32>
      }) : (tensor<31xf32>, tensor<1xi32>, tensor<f32>) -> tensor<31xf32>
      %95 = stablehlo.transpose %91#1, dims = [1, 0] : (tensor<30x31xf32>) -> tensor<31x30xf32>
      %96 = stablehlo.transpose %95, dims = [1, 0] : (tensor<31x30xf32>) -> tensor<30x31xf32>
      %97 = stablehlo.dot_general %96, %95, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<30x31xf32>, tensor<31x30xf32>) -> tensor<30x30xf32>
      %98 = stablehlo.transpose %95, dims = [1, 0] : (tensor<31x30xf32>) -> tensor<30x31xf32>
      %99 = stablehlo.dot_general %98, %94, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<30x31xf32>, tensor<31xf32>) -> tensor<30xf32>
      %100 = func.call @_solve(%97, %99) : (tensor<30x30xf32>, tensor<30xf32>) -> tensor<30xf32>
      %101 = stablehlo.slice %91#0 [0:64, 0:64, 0:30] : (tensor<64x64x31xf32>) -> tensor<64x64x30xf32>
      %102 = stablehlo.dot_general %101, %100, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x64x30xf32>, tensor<30xf32>) -> tensor<64x64xf32>
      %103 = stablehlo.add %iterArg_36, %102 : tensor<64x64xf32>
      %c_46 = stablehlo.constant dense<0> : tensor<i32>
      %104 = func.call @_pad_0(%103, %c_46) : (tensor<64x64xf32>, tensor<i32>) -> tensor<66x66xf32>
      %105 = stablehlo.slice %104 [0:64, 1:65] : (tensor<66x66xf32>) -> tensor<64x64xf32>
      %106 = stablehlo.slice %104 [2:66, 1:65] : (tensor<66x66xf32>) -> tensor<64x64xf32>
      %107 = stablehlo.add %105, %106 : tensor<64x64xf32>
      %108 = stablehlo.slice %104 [1:65, 0:64] : (tensor<66x66xf32>) -> tensor<64x64xf32>
      %109 = stablehlo.add %107, %108 : tensor<64x64xf32>
      %110 = stablehlo.slice %104 [1:65, 2:66] : (tensor<66x66xf32>) -> tensor<64x64xf32>
      %111 = stablehlo.add %109, %110 : tensor<64x64xf32>
      %cst_47 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %112 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %113 = stablehlo.multiply %112, %103 : tensor<64x64xf32>
      %114 = stablehlo.subtract %111, %113 : tensor<64x64xf32>
      %cst_48 = stablehlo.constant dense<2.36686392E-4> : tensor<f32>
      %115 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %116 = stablehlo.divide %114, %115 : tensor<64x64xf32>
      %117 = stablehlo.slice %104 [0:64, 1:65] : (tensor<66x66xf32>) -> tensor<64x64xf32>
      %118 = stablehlo.subtract %103, %117 : tensor<64x64xf32>
      %cst_49 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
      %119 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %120 = stablehlo.multiply %119, %118 : tensor<64x64xf32>
      %cst_50 = stablehlo.constant dense<0.0153846154> : tensor<f32>
      %121 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %122 = stablehlo.divide %120, %121 : tensor<64x64xf32>
      %123 = stablehlo.slice %104 [1:65, 0:64] : (tensor<66x66xf32>) -> tensor<64x64xf32>
      %124 = stablehlo.subtract %103, %123 : tensor<64x64xf32>
      %cst_51 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
      %125 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %126 = stablehlo.multiply %125, %124 : tensor<64x64xf32>
      %cst_52 = stablehlo.constant dense<0.0153846154> : tensor<f32>
      %127 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %128 = stablehlo.divide %126, %127 : tensor<64x64xf32>
      %129 = stablehlo.add %122, %128 : tensor<64x64xf32>
      %130 = stablehlo.negate %116 : tensor<64x64xf32>
      %131 = stablehlo.add %130, %129 : tensor<64x64xf32>
      %132 = stablehlo.add %131, %103 : tensor<64x64xf32>
      %133 = stablehlo.subtract %iterArg_35, %132 : tensor<64x64xf32>
      %cst_53 = stablehlo.constant dense<2.080100e+04> : tensor<f32>
      %134 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %135 = stablehlo.divide %133, %134 : tensor<64x64xf32>
      %136 = stablehlo.reshape %135 : (tensor<64x64xf32>) -> tensor<4096xf32>
      %137 = stablehlo.reshape %135 : (tensor<64x64xf32>) -> tensor<4096xf32>
      %138 = stablehlo.dot_general %136, %137, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<f32>
      %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %139 = stablehlo.add %cst_54, %138 : tensor<f32>
      %140 = stablehlo.sqrt %139 : tensor<f32>
      %cst_55 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %141 = stablehlo.compare GT, %140, %cst_55, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %142 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %143 = stablehlo.divide %135, %142 : tensor<64x64xf32>
      %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %144 = func.call @_where(%141, %143, %cst_56) : (tensor<i1>, tensor<64x64xf32>, tensor<f32>) -> tensor<64x64xf32>
      %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %145 = func.call @_where_1(%141, %140, %cst_57) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_58 = stablehlo.constant dense<1> : tensor<i32>
      %146 = stablehlo.add %iterArg_37, %c_58 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_35, %103, %146, %144, %145 : tensor<f32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<i32>, tensor<64x64xf32>, tensor<f32>
    }
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %52 = call @_pad_4(%51#2, %c_28) : (tensor<64x64xf32>, tensor<i32>) -> tensor<66x66xf32>
    %53 = stablehlo.slice %52 [0:64, 1:65] : (tensor<66x66xf32>) -> tensor<64x64xf32>
    %54 = stablehlo.slice %52 [2:66, 1:65] : (tensor<66x66xf32>) -> tensor<64x64xf32>
    %55 = stablehlo.add %53, %54 : tensor<64x64xf32>
    %56 = stablehlo.slice %52 [1:65, 0:64] : (tensor<66x66xf32>) -> tensor<64x64xf32>
    %57 = stablehlo.add %55, %56 : tensor<64x64xf32>
    %58 = stablehlo.slice %52 [1:65, 2:66] : (tensor<66x66xf32>) -> tensor<64x64xf32>
    %59 = stablehlo.add %57, %58 : tensor<64x64xf32>
    %cst_29 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %61 = stablehlo.multiply %60, %51#2 : tensor<64x64xf32>
    %62 = stablehlo.subtract %59, %61 : tensor<64x64xf32>
    %cst_30 = stablehlo.constant dense<2.36686392E-4> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %64 = stablehlo.divide %62, %63 : tensor<64x64xf32>
    %65 = stablehlo.slice %52 [0:64, 1:65] : (tensor<66x66xf32>) -> tensor<64x64xf32>
    %66 = stablehlo.subtract %51#2, %65 : tensor<64x64xf32>
    %cst_31 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<64x64xf32>
    %cst_32 = stablehlo.constant dense<0.0153846154> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %70 = stablehlo.divide %68, %69 : tensor<64x64xf32>
    %71 = stablehlo.slice %52 [1:65, 0:64] : (tensor<66x66xf32>) -> tensor<64x64xf32>
    %72 = stablehlo.subtract %51#2, %71 : tensor<64x64xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<64x64xf32>
    %cst_34 = stablehlo.constant dense<0.0153846154> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %76 = stablehlo.divide %74, %75 : tensor<64x64xf32>
    %77 = stablehlo.add %70, %76 : tensor<64x64xf32>
    %78 = stablehlo.negate %64 : tensor<64x64xf32>
    %79 = stablehlo.add %78, %77 : tensor<64x64xf32>
    %80 = stablehlo.add %79, %51#2 : tensor<64x64xf32>
    %81 = stablehlo.subtract %80, %arg0 : tensor<64x64xf32>
    %82 = call @norm(%81) : (tensor<64x64xf32>) -> tensor<f32>
    return %51#2, %82 : tensor<64x64xf32>, tensor<f32>
  }
  func.func private @_pad(%arg0: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_pad_0(%arg0: tensor<64x64xf32>, %arg1: tensor<i32>) -> tensor<66x66xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 1], high = [1, 1], interior = [0, 0] : (tensor<64x64xf32>, tensor<f32>) -> tensor<66x66xf32>
    return %1 : tensor<66x66xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<64x64xf32>, %arg2: tensor<f32>) -> tensor<64x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_pad_2(%arg0: tensor<64x64x1xf32>, %arg1: tensor<i32>) -> tensor<64x64x31xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 30], interior = [0, 0, 0] : (tensor<64x64x1xf32>, tensor<f32>) -> tensor<64x64x31xf32>
    return %1 : tensor<64x64x31xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<31xf32>, %arg2: tensor<f32>) -> tensor<31xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<31xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<31xf32>
    return %2 : tensor<31xf32>
  }
  func.func private @_solve(%arg0: tensor<30x30xf32>, %arg1: tensor<30xf32>) -> tensor<30xf32> {
    %0 = call @_cholesky(%arg0) : (tensor<30x30xf32>) -> tensor<30x30xf32>
    %1 = call @_cho_solve(%0, %arg1) : (tensor<30x30xf32>, tensor<30xf32>) -> tensor<30xf32>
    return %1 : tensor<30xf32>
  }
  func.func private @_cholesky(%arg0: tensor<30x30xf32>) -> tensor<30x30xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<30x30xf32>) -> tensor<30x30xf32>
    %1:2 = stablehlo.custom_call @lapack_spotrf_ffi(%0) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=30, j=30, k=30, l=30}, custom>} : (tensor<30x30xf32>) -> (tensor<30x30xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %1#1, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<30x30xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<30x30xi1>
    %7 = stablehlo.select %6, %1#0, %5 : tensor<30x30xi1>, tensor<30x30xf32>
    %8 = stablehlo.iota dim = 0 : tensor<30x30xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<30x30xi32>
    %10 = stablehlo.add %8, %9 : tensor<30x30xi32>
    %11 = stablehlo.iota dim = 1 : tensor<30x30xi32>
    %12 = stablehlo.compare GE, %10, %11, SIGNED : (tensor<30x30xi32>, tensor<30x30xi32>) -> tensor<30x30xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<30x30xf32>
    %14 = stablehlo.select %12, %7, %13 : tensor<30x30xi1>, tensor<30x30xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<30x30xf32>) -> tensor<30x30xf32>
    return %15 : tensor<30x30xf32>
  }
  func.func private @_cho_solve(%arg0: tensor<30x30xf32>, %arg1: tensor<30xf32>) -> tensor<30xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<30xf32>) -> tensor<30x1xf32>
    %1 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=30, j=30, k=30, l=1, m=30, n=1}, custom>} : (tensor<30x30xf32>, tensor<30x1xf32>) -> tensor<30x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<30x1xf32>) -> tensor<30xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<30xf32>) -> tensor<30x1xf32>
    %4 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %3) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=30, j=30, k=30, l=1, m=30, n=1}, custom>} : (tensor<30x30xf32>, tensor<30x1xf32>) -> tensor<30x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<30x1xf32>) -> tensor<30xf32>
    return %5 : tensor<30xf32>
  }
  func.func private @_pad_4(%arg0: tensor<64x64xf32>, %arg1: tensor<i32>) -> tensor<66x66xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 1], high = [1, 1], interior = [0, 0] : (tensor<64x64xf32>, tensor<f32>) -> tensor<66x66xf32>
    return %1 : tensor<66x66xf32>
  }
  func.func private @norm(%arg0: tensor<64x64xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<64x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
}
