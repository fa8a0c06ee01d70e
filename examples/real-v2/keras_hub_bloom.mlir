module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x4x16xf32>, %arg6: tensor<4x16xf32>, %arg7: tensor<64x4x16xf32>, %arg8: tensor<4x16xf32>, %arg9: tensor<64x4x16xf32>, %arg10: tensor<4x16xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64x128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64x4x16xf32>, %arg22: tensor<4x16xf32>, %arg23: tensor<64x4x16xf32>, %arg24: tensor<4x16xf32>, %arg25: tensor<64x4x16xf32>, %arg26: tensor<4x16xf32>, %arg27: tensor<64x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64x128xf32>, %arg32: tensor<128xf32>, %arg33: tensor<128x64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64xf32>, %arg37: tensor<2x32xi32>, %arg38: tensor<2x32xi32>) -> (tensor<2x32x64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[2.500000e-01, 6.250000e-02, 1.562500e-02, 3.906250e-03]> : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<[2.500000e-01, 6.250000e-02, 1.562500e-02, 3.906250e-03]> : tensor<4xf32>
    %0 = call @_take(%arg0, %arg38) : (tensor<512x64xf32>, tensor<2x32xi32>) -> tensor<2x32x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x32x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = call @_var(%0, %c) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %6 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %7 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %9 = stablehlo.add %5, %8 : tensor<2x32x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<2x32x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %12 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x32x64xf32>
    %14 = stablehlo.negate %4 : tensor<2x32x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %16 = stablehlo.multiply %15, %13 : tensor<2x32x64xf32>
    %17 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %18 = stablehlo.add %16, %17 : tensor<2x32x64xf32>
    %19 = stablehlo.multiply %0, %13 : tensor<2x32x64xf32>
    %20 = stablehlo.add %19, %18 : tensor<2x32x64xf32>
    %21 = stablehlo.broadcast_in_dim %arg37, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %22 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %24 = stablehlo.add %22, %23 : tensor<32xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %26 = stablehlo.iota dim = 0 : tensor<32xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %28 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %30 = stablehlo.compare GE, %28, %29, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %31 = stablehlo.broadcast_in_dim %30, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<2x32x32xi1>
    %33 = stablehlo.convert %32 : (tensor<2x32x32xi1>) -> tensor<2x32x32xi32>
    %34 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<2x1x32xi32>) -> tensor<2x32x32xi32>
    %35 = stablehlo.minimum %34, %33 : tensor<2x32x32xi32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%20 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_6 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %39 = stablehlo.divide %37, %38 : tensor<2x32x1xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %40 = call @_var(%20, %c_7) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %41 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %42 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %44 = stablehlo.add %40, %43 : tensor<2x32x1xf32>
    %45 = stablehlo.rsqrt %44 : tensor<2x32x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %47 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<2x32x64xf32>
    %49 = stablehlo.negate %39 : tensor<2x32x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %51 = stablehlo.multiply %50, %48 : tensor<2x32x64xf32>
    %52 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %53 = stablehlo.add %51, %52 : tensor<2x32x64xf32>
    %54 = stablehlo.multiply %20, %48 : tensor<2x32x64xf32>
    %55 = stablehlo.add %54, %53 : tensor<2x32x64xf32>
    %56 = stablehlo.dot_general %55, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %57 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %59 = stablehlo.add %56, %58 : tensor<2x32x4x16xf32>
    %60 = stablehlo.dot_general %55, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %61 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %63 = stablehlo.add %60, %62 : tensor<2x32x4x16xf32>
    %64 = stablehlo.dot_general %55, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %65 = stablehlo.broadcast_in_dim %arg10, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %67 = stablehlo.add %64, %66 : tensor<2x32x4x16xf32>
    %68 = stablehlo.transpose %59, dims = [0, 2, 1, 3] : (tensor<2x32x4x16xf32>) -> tensor<2x4x32x16xf32>
    %69 = stablehlo.transpose %67, dims = [0, 2, 1, 3] : (tensor<2x32x4x16xf32>) -> tensor<2x4x32x16xf32>
    %70 = stablehlo.transpose %63, dims = [0, 2, 3, 1] : (tensor<2x32x4x16xf32>) -> tensor<2x4x16x32xf32>
    %71 = stablehlo.dot_general %68, %70, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x16xf32>, tensor<2x4x16x32xf32>) -> tensor<2x4x32x32xf32>
    %cst_9 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<2x4x32x32xf32>
    %74 = stablehlo.broadcast_in_dim %cst, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %75 = stablehlo.iota dim = 0 : tensor<32xi32>
    %c_10 = stablehlo.constant dense<-31> : tensor<i32>
    %76 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %77 = stablehlo.add %76, %75 : tensor<32xi32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %79 = stablehlo.convert %78 : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %80 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %82 = stablehlo.multiply %80, %81 : tensor<4x32xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 2] : (tensor<4x32xf32>) -> tensor<4x1x32xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1, 2, 3] : (tensor<4x1x32xf32>) -> tensor<1x4x1x32xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<1x4x1x32xf32>) -> tensor<2x4x32x32xf32>
    %86 = stablehlo.add %73, %85 : tensor<2x4x32x32xf32>
    %87 = stablehlo.broadcast_in_dim %35, dims = [0, 2, 3] : (tensor<2x32x32xi32>) -> tensor<2x1x32x32xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %88 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<2x1x32x32xi32>
    %89 = stablehlo.compare GT, %87, %88, SIGNED : (tensor<2x1x32x32xi32>, tensor<2x1x32x32xi32>) -> tensor<2x1x32x32xi1>
    %cst_12 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %90 = call @_where_1(%89, %86, %cst_12) : (tensor<2x1x32x32xi1>, tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32x32xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %93 = stablehlo.maximum %92, %91 : tensor<2x4x32xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %96 = stablehlo.subtract %90, %95 : tensor<2x4x32x32xf32>
    %97 = stablehlo.exponential %96 : tensor<2x4x32x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %101 = stablehlo.divide %97, %100 : tensor<2x4x32x32xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = call @_where_1(%89, %101, %cst_16) : (tensor<2x1x32x32xi1>, tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32x32xf32>
    %103 = stablehlo.dot_general %102, %69, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x32xf32>, tensor<2x4x32x16xf32>) -> tensor<2x4x32x16xf32>
    %104 = stablehlo.transpose %103, dims = [0, 2, 1, 3] : (tensor<2x4x32x16xf32>) -> tensor<2x32x4x16xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %106 = stablehlo.dot_general %105, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %107 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %109 = stablehlo.add %106, %108 : tensor<2x32x64xf32>
    %110 = stablehlo.add %109, %20 : tensor<2x32x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %114 = stablehlo.divide %112, %113 : tensor<2x32x1xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %115 = call @_var(%110, %c_19) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %116 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %117 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %119 = stablehlo.add %115, %118 : tensor<2x32x1xf32>
    %120 = stablehlo.rsqrt %119 : tensor<2x32x1xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %122 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %123 = stablehlo.multiply %121, %122 : tensor<2x32x64xf32>
    %124 = stablehlo.negate %114 : tensor<2x32x1xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %126 = stablehlo.multiply %125, %123 : tensor<2x32x64xf32>
    %127 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %128 = stablehlo.add %126, %127 : tensor<2x32x64xf32>
    %129 = stablehlo.multiply %110, %123 : tensor<2x32x64xf32>
    %130 = stablehlo.add %129, %128 : tensor<2x32x64xf32>
    %131 = stablehlo.dot_general %130, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %132 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x32x128xf32>
    %134 = stablehlo.add %131, %133 : tensor<2x32x128xf32>
    %135 = stablehlo.multiply %134, %134 : tensor<2x32x128xf32>
    %136 = stablehlo.multiply %135, %134 : tensor<2x32x128xf32>
    %cst_21 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %138 = stablehlo.multiply %137, %136 : tensor<2x32x128xf32>
    %139 = stablehlo.add %134, %138 : tensor<2x32x128xf32>
    %cst_22 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %141 = stablehlo.multiply %140, %139 : tensor<2x32x128xf32>
    %142 = stablehlo.tanh %141 : tensor<2x32x128xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %144 = stablehlo.add %143, %142 : tensor<2x32x128xf32>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %146 = stablehlo.multiply %145, %144 : tensor<2x32x128xf32>
    %147 = stablehlo.multiply %134, %146 : tensor<2x32x128xf32>
    %148 = stablehlo.dot_general %147, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %149 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %151 = stablehlo.add %148, %150 : tensor<2x32x64xf32>
    %152 = stablehlo.add %151, %110 : tensor<2x32x64xf32>
    %153 = stablehlo.broadcast_in_dim %arg37, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %154 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %156 = stablehlo.add %154, %155 : tensor<32xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %158 = stablehlo.iota dim = 0 : tensor<32xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %160 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %161 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %162 = stablehlo.compare GE, %160, %161, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %163 = stablehlo.broadcast_in_dim %162, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<2x32x32xi1>
    %165 = stablehlo.convert %164 : (tensor<2x32x32xi1>) -> tensor<2x32x32xi32>
    %166 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<2x1x32xi32>) -> tensor<2x32x32xi32>
    %167 = stablehlo.minimum %166, %165 : tensor<2x32x32xi32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%152 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %171 = stablehlo.divide %169, %170 : tensor<2x32x1xf32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %172 = call @_var(%152, %c_28) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %173 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %174 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_29 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %176 = stablehlo.add %172, %175 : tensor<2x32x1xf32>
    %177 = stablehlo.rsqrt %176 : tensor<2x32x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %179 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<2x32x64xf32>
    %181 = stablehlo.negate %171 : tensor<2x32x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %183 = stablehlo.multiply %182, %180 : tensor<2x32x64xf32>
    %184 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %185 = stablehlo.add %183, %184 : tensor<2x32x64xf32>
    %186 = stablehlo.multiply %152, %180 : tensor<2x32x64xf32>
    %187 = stablehlo.add %186, %185 : tensor<2x32x64xf32>
    %188 = stablehlo.dot_general %187, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %189 = stablehlo.broadcast_in_dim %arg22, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %191 = stablehlo.add %188, %190 : tensor<2x32x4x16xf32>
    %192 = stablehlo.dot_general %187, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %193 = stablehlo.broadcast_in_dim %arg24, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %195 = stablehlo.add %192, %194 : tensor<2x32x4x16xf32>
    %196 = stablehlo.dot_general %187, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %197 = stablehlo.broadcast_in_dim %arg26, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %199 = stablehlo.add %196, %198 : tensor<2x32x4x16xf32>
    %200 = stablehlo.transpose %191, dims = [0, 2, 1, 3] : (tensor<2x32x4x16xf32>) -> tensor<2x4x32x16xf32>
    %201 = stablehlo.transpose %199, dims = [0, 2, 1, 3] : (tensor<2x32x4x16xf32>) -> tensor<2x4x32x16xf32>
    %202 = stablehlo.transpose %195, dims = [0, 2, 3, 1] : (tensor<2x32x4x16xf32>) -> tensor<2x4x16x32xf32>
    %203 = stablehlo.dot_general %200, %202, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x16xf32>, tensor<2x4x16x32xf32>) -> tensor<2x4x32x32xf32>
    %cst_30 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %205 = stablehlo.multiply %203, %204 : tensor<2x4x32x32xf32>
    %206 = stablehlo.broadcast_in_dim %cst_0, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %207 = stablehlo.iota dim = 0 : tensor<32xi32>
    %c_31 = stablehlo.constant dense<-31> : tensor<i32>
    %208 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %209 = stablehlo.add %208, %207 : tensor<32xi32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %211 = stablehlo.convert %210 : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %212 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %213 = stablehlo.broadcast_in_dim %211, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %214 = stablehlo.multiply %212, %213 : tensor<4x32xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 2] : (tensor<4x32xf32>) -> tensor<4x1x32xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [1, 2, 3] : (tensor<4x1x32xf32>) -> tensor<1x4x1x32xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] : (tensor<1x4x1x32xf32>) -> tensor<2x4x32x32xf32>
    %218 = stablehlo.add %205, %217 : tensor<2x4x32x32xf32>
    %219 = stablehlo.broadcast_in_dim %167, dims = [0, 2, 3] : (tensor<2x32x32xi32>) -> tensor<2x1x32x32xi32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %220 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<2x1x32x32xi32>
    %221 = stablehlo.compare GT, %219, %220, SIGNED : (tensor<2x1x32x32xi32>, tensor<2x1x32x32xi32>) -> tensor<2x1x32x32xi1>
    %cst_33 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %222 = call @_where_1(%221, %218, %cst_33) : (tensor<2x1x32x32xi1>, tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32x32xf32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %223 = stablehlo.reduce(%222 init: %cst_34) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %225 = stablehlo.maximum %224, %223 : tensor<2x4x32xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %228 = stablehlo.subtract %222, %227 : tensor<2x4x32x32xf32>
    %229 = stablehlo.exponential %228 : tensor<2x4x32x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.reduce(%229 init: %cst_36) applies stablehlo.add across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %233 = stablehlo.divide %229, %232 : tensor<2x4x32x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = call @_where_1(%221, %233, %cst_37) : (tensor<2x1x32x32xi1>, tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32x32xf32>
    %235 = stablehlo.dot_general %234, %201, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x32xf32>, tensor<2x4x32x16xf32>) -> tensor<2x4x32x16xf32>
    %236 = stablehlo.transpose %235, dims = [0, 2, 1, 3] : (tensor<2x4x32x16xf32>) -> tensor<2x32x4x16xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %238 = stablehlo.dot_general %237, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %239 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %241 = stablehlo.add %238, %240 : tensor<2x32x64xf32>
    %242 = stablehlo.add %241, %152 : tensor<2x32x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.reduce(%242 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %246 = stablehlo.divide %244, %245 : tensor<2x32x1xf32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %247 = call @_var(%242, %c_40) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %248 = stablehlo.reshape %arg29 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %249 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_41 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %251 = stablehlo.add %247, %250 : tensor<2x32x1xf32>
    %252 = stablehlo.rsqrt %251 : tensor<2x32x1xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %254 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %255 = stablehlo.multiply %253, %254 : tensor<2x32x64xf32>
    %256 = stablehlo.negate %246 : tensor<2x32x1xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %258 = stablehlo.multiply %257, %255 : tensor<2x32x64xf32>
    %259 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %260 = stablehlo.add %258, %259 : tensor<2x32x64xf32>
    %261 = stablehlo.multiply %242, %255 : tensor<2x32x64xf32>
    %262 = stablehlo.add %261, %260 : tensor<2x32x64xf32>
    %263 = stablehlo.dot_general %262, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %264 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x32x128xf32>
    %266 = stablehlo.add %263, %265 : tensor<2x32x128xf32>
    %267 = stablehlo.multiply %266, %266 : tensor<2x32x128xf32>
    %268 = stablehlo.multiply %267, %266 : tensor<2x32x128xf32>
    %cst_42 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %270 = stablehlo.multiply %269, %268 : tensor<2x32x128xf32>
    %271 = stablehlo.add %266, %270 : tensor<2x32x128xf32>
    %cst_43 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %273 = stablehlo.multiply %272, %271 : tensor<2x32x128xf32>
    %274 = stablehlo.tanh %273 : tensor<2x32x128xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %276 = stablehlo.add %275, %274 : tensor<2x32x128xf32>
    %cst_45 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %278 = stablehlo.multiply %277, %276 : tensor<2x32x128xf32>
    %279 = stablehlo.multiply %266, %278 : tensor<2x32x128xf32>
    %280 = stablehlo.dot_general %279, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %281 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %283 = stablehlo.add %280, %282 : tensor<2x32x64xf32>
    %284 = stablehlo.add %283, %242 : tensor<2x32x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%284 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_47 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %288 = stablehlo.divide %286, %287 : tensor<2x32x1xf32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %289 = call @_var(%284, %c_48) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %290 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %291 = stablehlo.reshape %arg36 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_49 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %293 = stablehlo.add %289, %292 : tensor<2x32x1xf32>
    %294 = stablehlo.rsqrt %293 : tensor<2x32x1xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %296 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %297 = stablehlo.multiply %295, %296 : tensor<2x32x64xf32>
    %298 = stablehlo.negate %288 : tensor<2x32x1xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %300 = stablehlo.multiply %299, %297 : tensor<2x32x64xf32>
    %301 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %302 = stablehlo.add %300, %301 : tensor<2x32x64xf32>
    %303 = stablehlo.multiply %284, %297 : tensor<2x32x64xf32>
    %304 = stablehlo.add %303, %302 : tensor<2x32x64xf32>
    return %304 : tensor<2x32x64xf32>
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
  func.func private @_where_1(%arg0: tensor<2x1x32x32xi1>, %arg1: tensor<2x4x32x32xf32>, %arg2: tensor<f32>) -> tensor<2x4x32x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x1x32x32xi1>) -> tensor<2x4x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x32x32xi1>, tensor<2x4x32x32xf32>
    return %3 : tensor<2x4x32x32xf32>
  }
}
