module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x4x16xf32>, %arg4: tensor<4x16xf32>, %arg5: tensor<64x4x16xf32>, %arg6: tensor<4x16xf32>, %arg7: tensor<64x4x16xf32>, %arg8: tensor<4x16xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x256xf32>, %arg14: tensor<256xf32>, %arg15: tensor<256x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x4x16xf32>, %arg20: tensor<4x16xf32>, %arg21: tensor<64x4x16xf32>, %arg22: tensor<4x16xf32>, %arg23: tensor<64x4x16xf32>, %arg24: tensor<4x16xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x256xf32>, %arg30: tensor<256xf32>, %arg31: tensor<256x64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<2x32xi32>, %arg36: tensor<2x32xi32>) -> (tensor<2x32x64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[2.500000e-01, 6.250000e-02, 1.562500e-02, 3.906250e-03]> : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<[2.500000e-01, 6.250000e-02, 1.562500e-02, 3.906250e-03]> : tensor<4xf32>
    %0 = call @_take(%arg0, %arg36) : (tensor<512x64xf32>, tensor<2x32xi32>) -> tensor<2x32x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg35, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %2 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %4 = stablehlo.add %2, %3 : tensor<32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %6 = stablehlo.iota dim = 0 : tensor<32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %10 = stablehlo.compare GE, %8, %9, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<2x32x32xi1>
    %13 = stablehlo.convert %12 : (tensor<2x32x32xi1>) -> tensor<2x32x32xi32>
    %14 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<2x1x32xi32>) -> tensor<2x32x32xi32>
    %15 = stablehlo.minimum %14, %13 : tensor<2x32x32xi32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%0 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %19 = stablehlo.divide %17, %18 : tensor<2x32x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %20 = call @_var(%0, %c) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %21 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %22 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %24 = stablehlo.add %20, %23 : tensor<2x32x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<2x32x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %27 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<2x32x64xf32>
    %29 = stablehlo.negate %19 : tensor<2x32x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %31 = stablehlo.multiply %30, %28 : tensor<2x32x64xf32>
    %32 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %33 = stablehlo.add %31, %32 : tensor<2x32x64xf32>
    %34 = stablehlo.multiply %0, %28 : tensor<2x32x64xf32>
    %35 = stablehlo.add %34, %33 : tensor<2x32x64xf32>
    %36 = call @cumsum(%arg35) : (tensor<2x32xi32>) -> tensor<2x32xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %38 = stablehlo.subtract %36, %37 : tensor<2x32xi32>
    %39 = stablehlo.multiply %38, %arg35 : tensor<2x32xi32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %41 = stablehlo.broadcast_in_dim %cst, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %42 = stablehlo.convert %40 : (tensor<2x1x32xi32>) -> tensor<2x1x32xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [1, 2] : (tensor<4x1xf32>) -> tensor<1x4x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<2x4x32xf32>
    %45 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<2x1x32xf32>) -> tensor<2x4x32xf32>
    %46 = stablehlo.multiply %44, %45 : tensor<2x4x32xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1, 2, 3] : (tensor<2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %48 = stablehlo.transpose %47, dims = [1, 2, 0, 3] : (tensor<1x2x4x32xf32>) -> tensor<2x4x1x32xf32>
    %49 = stablehlo.dot_general %35, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %50 = stablehlo.broadcast_in_dim %arg4, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %52 = stablehlo.add %49, %51 : tensor<2x32x4x16xf32>
    %53 = stablehlo.dot_general %35, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %54 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %56 = stablehlo.add %53, %55 : tensor<2x32x4x16xf32>
    %57 = stablehlo.dot_general %35, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %58 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %60 = stablehlo.add %57, %59 : tensor<2x32x4x16xf32>
    %61 = stablehlo.dot_general %52, %56, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x32xf32>
    %62 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<2x4x1x32xf32>) -> tensor<2x4x32x32xf32>
    %63 = stablehlo.add %61, %62 : tensor<2x4x32x32xf32>
    %cst_6 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %65 = stablehlo.multiply %63, %64 : tensor<2x4x32x32xf32>
    %66 = stablehlo.broadcast_in_dim %15, dims = [0, 2, 3] : (tensor<2x32x32xi32>) -> tensor<2x1x32x32xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %67 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2x1x32x32xi32>
    %68 = stablehlo.compare GT, %66, %67, SIGNED : (tensor<2x1x32x32xi32>, tensor<2x1x32x32xi32>) -> tensor<2x1x32x32xi1>
    %cst_8 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %69 = call @_where_2(%68, %65, %cst_8) : (tensor<2x1x32x32xi1>, tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32x32xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_9) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %72 = stablehlo.maximum %71, %70 : tensor<2x4x32xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %75 = stablehlo.subtract %69, %74 : tensor<2x4x32x32xf32>
    %76 = stablehlo.exponential %75 : tensor<2x4x32x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %80 = stablehlo.divide %76, %79 : tensor<2x4x32x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = call @_where_2(%68, %80, %cst_12) : (tensor<2x1x32x32xi1>, tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32x32xf32>
    %82 = stablehlo.dot_general %60, %81, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
    %83 = stablehlo.transpose %82, dims = [0, 3, 1, 2] : (tensor<2x4x16x32xf32>) -> tensor<2x32x4x16xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %85 = stablehlo.dot_general %84, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %86 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %88 = stablehlo.add %85, %87 : tensor<2x32x64xf32>
    %89 = stablehlo.add %88, %0 : tensor<2x32x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %93 = stablehlo.divide %91, %92 : tensor<2x32x1xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %94 = call @_var(%89, %c_15) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %95 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %96 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %98 = stablehlo.add %94, %97 : tensor<2x32x1xf32>
    %99 = stablehlo.rsqrt %98 : tensor<2x32x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %101 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<2x32x64xf32>
    %103 = stablehlo.negate %93 : tensor<2x32x1xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %105 = stablehlo.multiply %104, %102 : tensor<2x32x64xf32>
    %106 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %107 = stablehlo.add %105, %106 : tensor<2x32x64xf32>
    %108 = stablehlo.multiply %89, %102 : tensor<2x32x64xf32>
    %109 = stablehlo.add %108, %107 : tensor<2x32x64xf32>
    %110 = stablehlo.dot_general %109, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x256xf32>) -> tensor<2x32x256xf32>
    %111 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x32x256xf32>
    %113 = stablehlo.add %110, %112 : tensor<2x32x256xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x32x256xf32>
    %115 = stablehlo.multiply %114, %113 : tensor<2x32x256xf32>
    %116 = stablehlo.negate %113 : tensor<2x32x256xf32>
    %cst_18 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x32x256xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<2x32x256xf32>
    %119 = chlo.erfc %118 : tensor<2x32x256xf32> -> tensor<2x32x256xf32>
    %120 = stablehlo.multiply %115, %119 : tensor<2x32x256xf32>
    %121 = stablehlo.dot_general %120, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x256xf32>, tensor<256x64xf32>) -> tensor<2x32x64xf32>
    %122 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %124 = stablehlo.add %121, %123 : tensor<2x32x64xf32>
    %125 = stablehlo.add %124, %89 : tensor<2x32x64xf32>
    %126 = stablehlo.broadcast_in_dim %arg35, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %127 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %129 = stablehlo.add %127, %128 : tensor<32xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %131 = stablehlo.iota dim = 0 : tensor<32xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %133 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %134 = stablehlo.broadcast_in_dim %132, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %135 = stablehlo.compare GE, %133, %134, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %136 = stablehlo.broadcast_in_dim %135, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<2x32x32xi1>
    %138 = stablehlo.convert %137 : (tensor<2x32x32xi1>) -> tensor<2x32x32xi32>
    %139 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x1x32xi32>) -> tensor<2x32x32xi32>
    %140 = stablehlo.minimum %139, %138 : tensor<2x32x32xi32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%125 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %144 = stablehlo.divide %142, %143 : tensor<2x32x1xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %145 = call @_var(%125, %c_22) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %146 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %147 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_23 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %149 = stablehlo.add %145, %148 : tensor<2x32x1xf32>
    %150 = stablehlo.rsqrt %149 : tensor<2x32x1xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %152 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<2x32x64xf32>
    %154 = stablehlo.negate %144 : tensor<2x32x1xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %156 = stablehlo.multiply %155, %153 : tensor<2x32x64xf32>
    %157 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %158 = stablehlo.add %156, %157 : tensor<2x32x64xf32>
    %159 = stablehlo.multiply %125, %153 : tensor<2x32x64xf32>
    %160 = stablehlo.add %159, %158 : tensor<2x32x64xf32>
    %161 = call @cumsum(%arg35) : (tensor<2x32xi32>) -> tensor<2x32xi32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %162 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %163 = stablehlo.subtract %161, %162 : tensor<2x32xi32>
    %164 = stablehlo.multiply %163, %arg35 : tensor<2x32xi32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %166 = stablehlo.broadcast_in_dim %cst_0, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %167 = stablehlo.convert %165 : (tensor<2x1x32xi32>) -> tensor<2x1x32xf32>
    %168 = stablehlo.broadcast_in_dim %166, dims = [1, 2] : (tensor<4x1xf32>) -> tensor<1x4x1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<2x4x32xf32>
    %170 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<2x1x32xf32>) -> tensor<2x4x32xf32>
    %171 = stablehlo.multiply %169, %170 : tensor<2x4x32xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [1, 2, 3] : (tensor<2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %173 = stablehlo.transpose %172, dims = [1, 2, 0, 3] : (tensor<1x2x4x32xf32>) -> tensor<2x4x1x32xf32>
    %174 = stablehlo.dot_general %160, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %175 = stablehlo.broadcast_in_dim %arg20, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %177 = stablehlo.add %174, %176 : tensor<2x32x4x16xf32>
    %178 = stablehlo.dot_general %160, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %179 = stablehlo.broadcast_in_dim %arg22, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %181 = stablehlo.add %178, %180 : tensor<2x32x4x16xf32>
    %182 = stablehlo.dot_general %160, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %183 = stablehlo.broadcast_in_dim %arg24, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %185 = stablehlo.add %182, %184 : tensor<2x32x4x16xf32>
    %186 = stablehlo.dot_general %177, %181, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x32xf32>
    %187 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2, 3] : (tensor<2x4x1x32xf32>) -> tensor<2x4x32x32xf32>
    %188 = stablehlo.add %186, %187 : tensor<2x4x32x32xf32>
    %cst_25 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %190 = stablehlo.multiply %188, %189 : tensor<2x4x32x32xf32>
    %191 = stablehlo.broadcast_in_dim %140, dims = [0, 2, 3] : (tensor<2x32x32xi32>) -> tensor<2x1x32x32xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %192 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<2x1x32x32xi32>
    %193 = stablehlo.compare GT, %191, %192, SIGNED : (tensor<2x1x32x32xi32>, tensor<2x1x32x32xi32>) -> tensor<2x1x32x32xi1>
    %cst_27 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %194 = call @_where_2(%193, %190, %cst_27) : (tensor<2x1x32x32xi1>, tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32x32xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %195 = stablehlo.reduce(%194 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %197 = stablehlo.maximum %196, %195 : tensor<2x4x32xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %200 = stablehlo.subtract %194, %199 : tensor<2x4x32x32xf32>
    %201 = stablehlo.exponential %200 : tensor<2x4x32x32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %205 = stablehlo.divide %201, %204 : tensor<2x4x32x32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = call @_where_2(%193, %205, %cst_31) : (tensor<2x1x32x32xi1>, tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32x32xf32>
    %207 = stablehlo.dot_general %185, %206, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
    %208 = stablehlo.transpose %207, dims = [0, 3, 1, 2] : (tensor<2x4x16x32xf32>) -> tensor<2x32x4x16xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %210 = stablehlo.dot_general %209, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %211 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %213 = stablehlo.add %210, %212 : tensor<2x32x64xf32>
    %214 = stablehlo.add %213, %125 : tensor<2x32x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.reduce(%214 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_33 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %218 = stablehlo.divide %216, %217 : tensor<2x32x1xf32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %219 = call @_var(%214, %c_34) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %220 = stablehlo.reshape %arg27 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %221 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_35 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %223 = stablehlo.add %219, %222 : tensor<2x32x1xf32>
    %224 = stablehlo.rsqrt %223 : tensor<2x32x1xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %226 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %227 = stablehlo.multiply %225, %226 : tensor<2x32x64xf32>
    %228 = stablehlo.negate %218 : tensor<2x32x1xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %230 = stablehlo.multiply %229, %227 : tensor<2x32x64xf32>
    %231 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %232 = stablehlo.add %230, %231 : tensor<2x32x64xf32>
    %233 = stablehlo.multiply %214, %227 : tensor<2x32x64xf32>
    %234 = stablehlo.add %233, %232 : tensor<2x32x64xf32>
    %235 = stablehlo.dot_general %234, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x256xf32>) -> tensor<2x32x256xf32>
    %236 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x32x256xf32>
    %238 = stablehlo.add %235, %237 : tensor<2x32x256xf32>
    %cst_36 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x32x256xf32>
    %240 = stablehlo.multiply %239, %238 : tensor<2x32x256xf32>
    %241 = stablehlo.negate %238 : tensor<2x32x256xf32>
    %cst_37 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x32x256xf32>
    %243 = stablehlo.multiply %241, %242 : tensor<2x32x256xf32>
    %244 = chlo.erfc %243 : tensor<2x32x256xf32> -> tensor<2x32x256xf32>
    %245 = stablehlo.multiply %240, %244 : tensor<2x32x256xf32>
    %246 = stablehlo.dot_general %245, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x256xf32>, tensor<256x64xf32>) -> tensor<2x32x64xf32>
    %247 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %249 = stablehlo.add %246, %248 : tensor<2x32x64xf32>
    %250 = stablehlo.add %249, %214 : tensor<2x32x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%250 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %254 = stablehlo.divide %252, %253 : tensor<2x32x1xf32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %255 = call @_var(%250, %c_40) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %256 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %257 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_41 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %259 = stablehlo.add %255, %258 : tensor<2x32x1xf32>
    %260 = stablehlo.rsqrt %259 : tensor<2x32x1xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %262 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %263 = stablehlo.multiply %261, %262 : tensor<2x32x64xf32>
    %264 = stablehlo.negate %254 : tensor<2x32x1xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %266 = stablehlo.multiply %265, %263 : tensor<2x32x64xf32>
    %267 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %268 = stablehlo.add %266, %267 : tensor<2x32x64xf32>
    %269 = stablehlo.multiply %250, %263 : tensor<2x32x64xf32>
    %270 = stablehlo.add %269, %268 : tensor<2x32x64xf32>
    return %270 : tensor<2x32x64xf32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<2x32xi32>) -> tensor<2x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x32xi1>, tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x32x1xi1>, tensor<i1>) -> tensor<2x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<2x32x1xi32>) -> tensor<2x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x32xi1>) -> tensor<2x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
    return %16 : tensor<2x32x64xf32>
  }
  func.func private @_where(%arg0: tensor<2x32xi1>, %arg1: tensor<2x32xi32>, %arg2: tensor<2x32xi32>) -> tensor<2x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x32xi1>, tensor<2x32xi32>
    return %0 : tensor<2x32xi32>
  }
  func.func private @_var(%arg0: tensor<2x32x64xf32>, %arg1: tensor<i32>) -> tensor<2x32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x32x64xf32>
    %6 = chlo.square %5 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x32x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_0(%13, %12, %cst_4) : (tensor<i1>, tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32x1xf32>
    return %14 : tensor<2x32x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<2x32x1xf32>, %arg2: tensor<f32>) -> tensor<2x32x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x32x1xf32>
    return %2 : tensor<2x32x1xf32>
  }
  func.func private @cumsum(%arg0: tensor<2x32xi32>) -> tensor<2x32xi32> {
    %0 = call @cumsum_1(%arg0) : (tensor<2x32xi32>) -> tensor<2x32xi32>
    return %0 : tensor<2x32xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<2x32xi32>) -> tensor<2x32xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [31, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 32>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<2x32xi32>, tensor<i32>) -> tensor<2x32xi32>
    return %1 : tensor<2x32xi32>
  }
  func.func private @_where_2(%arg0: tensor<2x1x32x32xi1>, %arg1: tensor<2x4x32x32xf32>, %arg2: tensor<f32>) -> tensor<2x4x32x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x1x32x32xi1>) -> tensor<2x4x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x32x32xi1>, tensor<2x4x32x32xf32>
    return %3 : tensor<2x4x32x32xf32>
  }
}
