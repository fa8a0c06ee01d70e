module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x4x16xf32>, %arg7: tensor<4x16xf32>, %arg8: tensor<64x4x16xf32>, %arg9: tensor<4x16xf32>, %arg10: tensor<64x4x16xf32>, %arg11: tensor<4x16xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64x128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<128x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64x4x16xf32>, %arg23: tensor<4x16xf32>, %arg24: tensor<64x4x16xf32>, %arg25: tensor<4x16xf32>, %arg26: tensor<64x4x16xf32>, %arg27: tensor<4x16xf32>, %arg28: tensor<64x64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64x128xf32>, %arg35: tensor<128xf32>, %arg36: tensor<128x64xf32>, %arg37: tensor<64xf32>, %arg38: tensor<2x32xi32>, %arg39: tensor<2x32xi32>) -> (tensor<2x32x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg39) : (tensor<512x64xf32>, tensor<2x32xi32>) -> tensor<2x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x32x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = call @_var(%0, %c) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %6 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %7 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
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
    %21 = stablehlo.broadcast_in_dim %arg3, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %25 = stablehlo.divide %23, %24 : tensor<1x32x1xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %26 = call @_var_1(%21, %c_4) : (tensor<1x32x64xf32>, tensor<i32>) -> tensor<1x32x1xf32>
    %27 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %28 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %30 = stablehlo.add %26, %29 : tensor<1x32x1xf32>
    %31 = stablehlo.rsqrt %30 : tensor<1x32x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %33 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<1x32x64xf32>
    %35 = stablehlo.negate %25 : tensor<1x32x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %37 = stablehlo.multiply %36, %34 : tensor<1x32x64xf32>
    %38 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %39 = stablehlo.add %37, %38 : tensor<1x32x64xf32>
    %40 = stablehlo.multiply %21, %34 : tensor<1x32x64xf32>
    %41 = stablehlo.add %40, %39 : tensor<1x32x64xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 2, 3] : (tensor<1x32x64xf32>) -> tensor<1x2x32x64xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %44 = stablehlo.broadcast_in_dim %arg38, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %45 = stablehlo.dot_general %20, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %46 = stablehlo.broadcast_in_dim %arg7, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %48 = stablehlo.add %45, %47 : tensor<2x32x4x16xf32>
    %49 = stablehlo.dot_general %20, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %50 = stablehlo.broadcast_in_dim %arg9, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %52 = stablehlo.add %49, %51 : tensor<2x32x4x16xf32>
    %53 = stablehlo.dot_general %20, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %54 = stablehlo.broadcast_in_dim %arg11, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %56 = stablehlo.add %53, %55 : tensor<2x32x4x16xf32>
    %57 = stablehlo.dot_general %48, %52, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x32xf32>
    %cst_6 = stablehlo.constant dense<0.144337565> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<2x4x32x32xf32>
    %60 = stablehlo.iota dim = 0 : tensor<32xi32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %62 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x32x32xi32>
    %64 = stablehlo.reshape %63 : (tensor<1x32x32xi32>) -> tensor<32x32xi32>
    %65 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %66 = stablehlo.subtract %65, %64 : tensor<32x32xi32>
    %67 = stablehlo.sign %66 : tensor<32x32xi32>
    %c_7 = stablehlo.constant dense<8> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %69 = stablehlo.compare LT, %66, %68, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %c_8 = stablehlo.constant dense<8> : tensor<i32>
    %70 = stablehlo.negate %c_8 : tensor<i32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %72 = stablehlo.compare GT, %66, %71, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %73 = stablehlo.and %69, %72 : tensor<32x32xi1>
    %c_9 = stablehlo.constant dense<8> : tensor<i32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %74 = stablehlo.subtract %c_9, %c_10 : tensor<i32>
    %75 = stablehlo.abs %66 : tensor<32x32xi32>
    %76 = call @_where_3(%73, %74, %75) : (tensor<32x32xi1>, tensor<i32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %77 = stablehlo.convert %76 : (tensor<32x32xi32>) -> tensor<32x32xf32>
    %cst_11 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %79 = stablehlo.divide %77, %78 : tensor<32x32xf32>
    %80 = stablehlo.log %79 : tensor<32x32xf32>
    %c_12 = stablehlo.constant dense<8> : tensor<i32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %81 = stablehlo.subtract %c_12, %c_13 : tensor<i32>
    %82 = stablehlo.convert %81 : (tensor<i32>) -> tensor<f32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %84 = stablehlo.multiply %80, %83 : tensor<32x32xf32>
    %cst_14 = stablehlo.constant dense<6.300000e+01> : tensor<f32>
    %cst_15 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %85 = stablehlo.divide %cst_14, %cst_15 : tensor<f32>
    %86 = stablehlo.log %85 : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %88 = stablehlo.divide %84, %87 : tensor<32x32xf32>
    %89 = stablehlo.ceil %88 : tensor<32x32xf32>
    %90 = stablehlo.convert %89 : (tensor<32x32xf32>) -> tensor<32x32xi32>
    %c_16 = stablehlo.constant dense<8> : tensor<i32>
    %91 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %92 = stablehlo.add %90, %91 : tensor<32x32xi32>
    %c_17 = stablehlo.constant dense<8> : tensor<i32>
    %93 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %94 = stablehlo.compare LE, %76, %93, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %95 = stablehlo.multiply %92, %67 : tensor<32x32xi32>
    %96 = call @_where_4(%94, %66, %95) : (tensor<32x32xi1>, tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [1, 2] : (tensor<32x32xi32>) -> tensor<1x32x32xi32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [1, 2, 3] : (tensor<1x32x32xi32>) -> tensor<1x1x32x32xi32>
    %99 = stablehlo.dot_general %43, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %100 = stablehlo.broadcast_in_dim %arg7, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %102 = stablehlo.add %99, %101 : tensor<2x32x4x16xf32>
    %103 = stablehlo.dot_general %43, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %104 = stablehlo.broadcast_in_dim %arg9, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %106 = stablehlo.add %103, %105 : tensor<2x32x4x16xf32>
    %107 = stablehlo.dot_general %48, %106, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x32xf32>
    %c_18 = stablehlo.constant dense<16> : tensor<i32>
    %108 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1x1x32x32xi32>
    %109 = stablehlo.add %98, %108 : tensor<1x1x32x32xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<31> : tensor<i32>
    %110 = call @clip(%109, %c_19, %c_20) : (tensor<1x1x32x32xi32>, tensor<i32>, tensor<i32>) -> tensor<1x1x32x32xi32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<1x1x32x32xi32>) -> tensor<2x4x32x32xi32>
    %112 = call @take_along_axis(%107, %111) : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xi32>) -> tensor<2x4x32x32xf32>
    %cst_21 = stablehlo.constant dense<0.144337565> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %114 = stablehlo.multiply %112, %113 : tensor<2x4x32x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %116 = stablehlo.add %115, %114 : tensor<2x4x32x32xf32>
    %117 = stablehlo.dot_general %52, %102, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x32xf32>
    %118 = stablehlo.negate %98 : tensor<1x1x32x32xi32>
    %c_23 = stablehlo.constant dense<16> : tensor<i32>
    %119 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<1x1x32x32xi32>
    %120 = stablehlo.add %118, %119 : tensor<1x1x32x32xi32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %c_25 = stablehlo.constant dense<31> : tensor<i32>
    %121 = call @clip(%120, %c_24, %c_25) : (tensor<1x1x32x32xi32>, tensor<i32>, tensor<i32>) -> tensor<1x1x32x32xi32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3] : (tensor<1x1x32x32xi32>) -> tensor<2x4x32x32xi32>
    %123 = call @take_along_axis(%117, %122) : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xi32>) -> tensor<2x4x32x32xf32>
    %124 = stablehlo.transpose %123, dims = [0, 1, 3, 2] : (tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %cst_26 = stablehlo.constant dense<0.144337565> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %126 = stablehlo.multiply %124, %125 : tensor<2x4x32x32xf32>
    %127 = stablehlo.add %116, %126 : tensor<2x4x32x32xf32>
    %128 = stablehlo.add %59, %127 : tensor<2x4x32x32xf32>
    %129 = stablehlo.broadcast_in_dim %44, dims = [0, 2, 3] : (tensor<2x1x32xi32>) -> tensor<2x1x1x32xi32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %130 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<2x1x1x32xi32>
    %131 = stablehlo.compare GT, %129, %130, SIGNED : (tensor<2x1x1x32xi32>, tensor<2x1x1x32xi32>) -> tensor<2x1x1x32xi1>
    %cst_28 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %132 = call @_where_5(%131, %128, %cst_28) : (tensor<2x1x1x32xi1>, tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32x32xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_29) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %135 = stablehlo.maximum %134, %133 : tensor<2x4x32xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %138 = stablehlo.subtract %132, %137 : tensor<2x4x32x32xf32>
    %139 = stablehlo.exponential %138 : tensor<2x4x32x32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %143 = stablehlo.divide %139, %142 : tensor<2x4x32x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = call @_where_5(%131, %143, %cst_32) : (tensor<2x1x1x32xi1>, tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32x32xf32>
    %145 = stablehlo.dot_general %56, %144, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
    %146 = stablehlo.transpose %145, dims = [0, 3, 1, 2] : (tensor<2x4x16x32xf32>) -> tensor<2x32x4x16xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %148 = stablehlo.dot_general %147, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %149 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %151 = stablehlo.add %148, %150 : tensor<2x32x64xf32>
    %152 = stablehlo.add %151, %20 : tensor<2x32x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %156 = stablehlo.divide %154, %155 : tensor<2x32x1xf32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %157 = call @_var(%152, %c_35) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %158 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %159 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %161 = stablehlo.add %157, %160 : tensor<2x32x1xf32>
    %162 = stablehlo.rsqrt %161 : tensor<2x32x1xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %164 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %165 = stablehlo.multiply %163, %164 : tensor<2x32x64xf32>
    %166 = stablehlo.negate %156 : tensor<2x32x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %168 = stablehlo.multiply %167, %165 : tensor<2x32x64xf32>
    %169 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %170 = stablehlo.add %168, %169 : tensor<2x32x64xf32>
    %171 = stablehlo.multiply %152, %165 : tensor<2x32x64xf32>
    %172 = stablehlo.add %171, %170 : tensor<2x32x64xf32>
    %173 = stablehlo.dot_general %172, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %174 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x32x128xf32>
    %176 = stablehlo.add %173, %175 : tensor<2x32x128xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %178 = stablehlo.multiply %177, %176 : tensor<2x32x128xf32>
    %179 = stablehlo.negate %176 : tensor<2x32x128xf32>
    %cst_38 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %181 = stablehlo.multiply %179, %180 : tensor<2x32x128xf32>
    %182 = chlo.erfc %181 : tensor<2x32x128xf32> -> tensor<2x32x128xf32>
    %183 = stablehlo.multiply %178, %182 : tensor<2x32x128xf32>
    %184 = stablehlo.dot_general %183, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %185 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %187 = stablehlo.add %184, %186 : tensor<2x32x64xf32>
    %188 = stablehlo.add %187, %172 : tensor<2x32x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_40 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %192 = stablehlo.divide %190, %191 : tensor<2x32x1xf32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %193 = call @_var(%188, %c_41) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %194 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %195 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %197 = stablehlo.add %193, %196 : tensor<2x32x1xf32>
    %198 = stablehlo.rsqrt %197 : tensor<2x32x1xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %200 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %201 = stablehlo.multiply %199, %200 : tensor<2x32x64xf32>
    %202 = stablehlo.negate %192 : tensor<2x32x1xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %204 = stablehlo.multiply %203, %201 : tensor<2x32x64xf32>
    %205 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %206 = stablehlo.add %204, %205 : tensor<2x32x64xf32>
    %207 = stablehlo.multiply %188, %201 : tensor<2x32x64xf32>
    %208 = stablehlo.add %207, %206 : tensor<2x32x64xf32>
    %209 = stablehlo.broadcast_in_dim %arg38, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %210 = stablehlo.dot_general %208, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %211 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %213 = stablehlo.add %210, %212 : tensor<2x32x4x16xf32>
    %214 = stablehlo.dot_general %208, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %215 = stablehlo.broadcast_in_dim %arg25, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %217 = stablehlo.add %214, %216 : tensor<2x32x4x16xf32>
    %218 = stablehlo.dot_general %208, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %219 = stablehlo.broadcast_in_dim %arg27, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %221 = stablehlo.add %218, %220 : tensor<2x32x4x16xf32>
    %222 = stablehlo.dot_general %213, %217, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x32xf32>
    %cst_43 = stablehlo.constant dense<0.144337565> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %224 = stablehlo.multiply %222, %223 : tensor<2x4x32x32xf32>
    %225 = stablehlo.iota dim = 0 : tensor<32xi32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %227 = stablehlo.broadcast_in_dim %225, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x32x32xi32>
    %229 = stablehlo.reshape %228 : (tensor<1x32x32xi32>) -> tensor<32x32xi32>
    %230 = stablehlo.broadcast_in_dim %226, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %231 = stablehlo.subtract %230, %229 : tensor<32x32xi32>
    %232 = stablehlo.sign %231 : tensor<32x32xi32>
    %c_44 = stablehlo.constant dense<8> : tensor<i32>
    %233 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %234 = stablehlo.compare LT, %231, %233, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %c_45 = stablehlo.constant dense<8> : tensor<i32>
    %235 = stablehlo.negate %c_45 : tensor<i32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %237 = stablehlo.compare GT, %231, %236, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %238 = stablehlo.and %234, %237 : tensor<32x32xi1>
    %c_46 = stablehlo.constant dense<8> : tensor<i32>
    %c_47 = stablehlo.constant dense<1> : tensor<i32>
    %239 = stablehlo.subtract %c_46, %c_47 : tensor<i32>
    %240 = stablehlo.abs %231 : tensor<32x32xi32>
    %241 = call @_where_3(%238, %239, %240) : (tensor<32x32xi1>, tensor<i32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %242 = stablehlo.convert %241 : (tensor<32x32xi32>) -> tensor<32x32xf32>
    %cst_48 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %244 = stablehlo.divide %242, %243 : tensor<32x32xf32>
    %245 = stablehlo.log %244 : tensor<32x32xf32>
    %c_49 = stablehlo.constant dense<8> : tensor<i32>
    %c_50 = stablehlo.constant dense<1> : tensor<i32>
    %246 = stablehlo.subtract %c_49, %c_50 : tensor<i32>
    %247 = stablehlo.convert %246 : (tensor<i32>) -> tensor<f32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %249 = stablehlo.multiply %245, %248 : tensor<32x32xf32>
    %cst_51 = stablehlo.constant dense<6.300000e+01> : tensor<f32>
    %cst_52 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %250 = stablehlo.divide %cst_51, %cst_52 : tensor<f32>
    %251 = stablehlo.log %250 : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %253 = stablehlo.divide %249, %252 : tensor<32x32xf32>
    %254 = stablehlo.ceil %253 : tensor<32x32xf32>
    %255 = stablehlo.convert %254 : (tensor<32x32xf32>) -> tensor<32x32xi32>
    %c_53 = stablehlo.constant dense<8> : tensor<i32>
    %256 = stablehlo.broadcast_in_dim %c_53, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %257 = stablehlo.add %255, %256 : tensor<32x32xi32>
    %c_54 = stablehlo.constant dense<8> : tensor<i32>
    %258 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %259 = stablehlo.compare LE, %241, %258, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %260 = stablehlo.multiply %257, %232 : tensor<32x32xi32>
    %261 = call @_where_4(%259, %231, %260) : (tensor<32x32xi1>, tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [1, 2] : (tensor<32x32xi32>) -> tensor<1x32x32xi32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [1, 2, 3] : (tensor<1x32x32xi32>) -> tensor<1x1x32x32xi32>
    %264 = stablehlo.dot_general %43, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %265 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %267 = stablehlo.add %264, %266 : tensor<2x32x4x16xf32>
    %268 = stablehlo.dot_general %43, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %269 = stablehlo.broadcast_in_dim %arg25, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %271 = stablehlo.add %268, %270 : tensor<2x32x4x16xf32>
    %272 = stablehlo.dot_general %213, %271, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x32xf32>
    %c_55 = stablehlo.constant dense<16> : tensor<i32>
    %273 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<1x1x32x32xi32>
    %274 = stablehlo.add %263, %273 : tensor<1x1x32x32xi32>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %c_57 = stablehlo.constant dense<31> : tensor<i32>
    %275 = call @clip(%274, %c_56, %c_57) : (tensor<1x1x32x32xi32>, tensor<i32>, tensor<i32>) -> tensor<1x1x32x32xi32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3] : (tensor<1x1x32x32xi32>) -> tensor<2x4x32x32xi32>
    %277 = call @take_along_axis(%272, %276) : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xi32>) -> tensor<2x4x32x32xf32>
    %cst_58 = stablehlo.constant dense<0.144337565> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %279 = stablehlo.multiply %277, %278 : tensor<2x4x32x32xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %281 = stablehlo.add %280, %279 : tensor<2x4x32x32xf32>
    %282 = stablehlo.dot_general %217, %267, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x32xf32>
    %283 = stablehlo.negate %263 : tensor<1x1x32x32xi32>
    %c_60 = stablehlo.constant dense<16> : tensor<i32>
    %284 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i32>) -> tensor<1x1x32x32xi32>
    %285 = stablehlo.add %283, %284 : tensor<1x1x32x32xi32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %c_62 = stablehlo.constant dense<31> : tensor<i32>
    %286 = call @clip(%285, %c_61, %c_62) : (tensor<1x1x32x32xi32>, tensor<i32>, tensor<i32>) -> tensor<1x1x32x32xi32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2, 3] : (tensor<1x1x32x32xi32>) -> tensor<2x4x32x32xi32>
    %288 = call @take_along_axis(%282, %287) : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xi32>) -> tensor<2x4x32x32xf32>
    %289 = stablehlo.transpose %288, dims = [0, 1, 3, 2] : (tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %cst_63 = stablehlo.constant dense<0.144337565> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %291 = stablehlo.multiply %289, %290 : tensor<2x4x32x32xf32>
    %292 = stablehlo.add %281, %291 : tensor<2x4x32x32xf32>
    %293 = stablehlo.add %224, %292 : tensor<2x4x32x32xf32>
    %294 = stablehlo.broadcast_in_dim %209, dims = [0, 2, 3] : (tensor<2x1x32xi32>) -> tensor<2x1x1x32xi32>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %295 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i32>) -> tensor<2x1x1x32xi32>
    %296 = stablehlo.compare GT, %294, %295, SIGNED : (tensor<2x1x1x32xi32>, tensor<2x1x1x32xi32>) -> tensor<2x1x1x32xi1>
    %cst_65 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %297 = call @_where_5(%296, %293, %cst_65) : (tensor<2x1x1x32xi1>, tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32x32xf32>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %298 = stablehlo.reduce(%297 init: %cst_66) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %cst_67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %300 = stablehlo.maximum %299, %298 : tensor<2x4x32xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %303 = stablehlo.subtract %297, %302 : tensor<2x4x32x32xf32>
    %304 = stablehlo.exponential %303 : tensor<2x4x32x32xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.reduce(%304 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %308 = stablehlo.divide %304, %307 : tensor<2x4x32x32xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = call @_where_5(%296, %308, %cst_69) : (tensor<2x1x1x32xi1>, tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32x32xf32>
    %310 = stablehlo.dot_general %221, %309, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
    %311 = stablehlo.transpose %310, dims = [0, 3, 1, 2] : (tensor<2x4x16x32xf32>) -> tensor<2x32x4x16xf32>
    %312 = stablehlo.reshape %311 : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %313 = stablehlo.dot_general %312, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %314 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %316 = stablehlo.add %313, %315 : tensor<2x32x64xf32>
    %317 = stablehlo.add %316, %208 : tensor<2x32x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.reduce(%317 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_71 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %321 = stablehlo.divide %319, %320 : tensor<2x32x1xf32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %322 = call @_var(%317, %c_72) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %323 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %324 = stablehlo.reshape %arg31 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %326 = stablehlo.add %322, %325 : tensor<2x32x1xf32>
    %327 = stablehlo.rsqrt %326 : tensor<2x32x1xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %329 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %330 = stablehlo.multiply %328, %329 : tensor<2x32x64xf32>
    %331 = stablehlo.negate %321 : tensor<2x32x1xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %333 = stablehlo.multiply %332, %330 : tensor<2x32x64xf32>
    %334 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %335 = stablehlo.add %333, %334 : tensor<2x32x64xf32>
    %336 = stablehlo.multiply %317, %330 : tensor<2x32x64xf32>
    %337 = stablehlo.add %336, %335 : tensor<2x32x64xf32>
    %338 = stablehlo.dot_general %337, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %339 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x32x128xf32>
    %341 = stablehlo.add %338, %340 : tensor<2x32x128xf32>
    %cst_74 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %343 = stablehlo.multiply %342, %341 : tensor<2x32x128xf32>
    %344 = stablehlo.negate %341 : tensor<2x32x128xf32>
    %cst_75 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %346 = stablehlo.multiply %344, %345 : tensor<2x32x128xf32>
    %347 = chlo.erfc %346 : tensor<2x32x128xf32> -> tensor<2x32x128xf32>
    %348 = stablehlo.multiply %343, %347 : tensor<2x32x128xf32>
    %349 = stablehlo.dot_general %348, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %350 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %352 = stablehlo.add %349, %351 : tensor<2x32x64xf32>
    %353 = stablehlo.add %352, %337 : tensor<2x32x64xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.reduce(%353 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_77 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %357 = stablehlo.divide %355, %356 : tensor<2x32x1xf32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %358 = call @_var(%353, %c_78) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %359 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %360 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %362 = stablehlo.add %358, %361 : tensor<2x32x1xf32>
    %363 = stablehlo.rsqrt %362 : tensor<2x32x1xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %365 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %366 = stablehlo.multiply %364, %365 : tensor<2x32x64xf32>
    %367 = stablehlo.negate %357 : tensor<2x32x1xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %369 = stablehlo.multiply %368, %366 : tensor<2x32x64xf32>
    %370 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %371 = stablehlo.add %369, %370 : tensor<2x32x64xf32>
    %372 = stablehlo.multiply %353, %366 : tensor<2x32x64xf32>
    %373 = stablehlo.add %372, %371 : tensor<2x32x64xf32>
    return %373 : tensor<2x32x64xf32>
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
  func.func private @_var_1(%arg0: tensor<1x32x64xf32>, %arg1: tensor<i32>) -> tensor<1x32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1x32x64xf32>
    %6 = chlo.square %5 : tensor<1x32x64xf32> -> tensor<1x32x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x32x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_2(%13, %12, %cst_4) : (tensor<i1>, tensor<1x32x1xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    return %14 : tensor<1x32x1xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<1x32x1xf32>, %arg2: tensor<f32>) -> tensor<1x32x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x32x1xf32>
    return %2 : tensor<1x32x1xf32>
  }
  func.func private @_where_3(%arg0: tensor<32x32xi1>, %arg1: tensor<i32>, %arg2: tensor<32x32xi32>) -> tensor<32x32xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<32x32xi1>, tensor<32x32xi32>
    return %1 : tensor<32x32xi32>
  }
  func.func private @_where_4(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xi32>, %arg2: tensor<32x32xi32>) -> tensor<32x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32x32xi1>, tensor<32x32xi32>
    return %0 : tensor<32x32xi32>
  }
  func.func private @clip(%arg0: tensor<1x1x32x32xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1x1x32x32xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1x1x32x32xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<1x1x32x32xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<1x1x32x32xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<1x1x32x32xi32>
    return %5 : tensor<1x1x32x32xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x4x32x32xf32>, %arg1: tensor<2x4x32x32xi32>) -> tensor<2x4x32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x4x32x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x4x32x32xi32>, tensor<2x4x32x32xi32>) -> tensor<2x4x32x32xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x4x32x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x4x32x32xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x4x32x32xi1>, tensor<2x4x32x32xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x4x32x32xi32>) -> tensor<2x4x32x32x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x4x32x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x4x32x32x1xi32>, tensor<2x4x32x32x1xi32>) -> tensor<2x4x32x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [4] : (tensor<1xi32>) -> tensor<1x1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x1xi32>) -> tensor<2x4x32x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x4x32x32x1xi32>, tensor<2x4x32x32x1xi32>) -> tensor<2x4x32x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x4x32x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [4] : (tensor<2x4x32x32x1xi1>, tensor<i1>) -> tensor<2x4x32x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [3], operand_batching_dims = [0, 1, 2], start_indices_batching_dims = [0, 1, 2], start_index_map = [3], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<2x4x32x32xf32>, tensor<2x4x32x32x1xi32>) -> tensor<2x4x32x32xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x4x32x32xi1>, tensor<2x4x32x32xf32>
    return %15 : tensor<2x4x32x32xf32>
  }
  func.func private @_where_5(%arg0: tensor<2x1x1x32xi1>, %arg1: tensor<2x4x32x32xf32>, %arg2: tensor<f32>) -> tensor<2x4x32x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x1x1x32xi1>) -> tensor<2x4x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x32x32xi1>, tensor<2x4x32x32xf32>
    return %3 : tensor<2x4x32x32xf32>
  }
}
