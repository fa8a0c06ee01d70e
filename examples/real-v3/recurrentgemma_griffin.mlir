module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<128x64xf32>, %arg3: tensor<2x1x1x128xf32>, %arg4: tensor<2x64x128xf32>, %arg5: tensor<64xf32>, %arg6: tensor<4x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<4x16xf32>, %arg14: tensor<4x16x16xf32>, %arg15: tensor<64xf32>, %arg16: tensor<4x16xf32>, %arg17: tensor<4x16x16xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<128x64xf32>, %arg22: tensor<2x1x1x128xf32>, %arg23: tensor<2x64x128xf32>, %arg24: tensor<64xf32>, %arg25: tensor<4x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64x64xf32>, %arg32: tensor<4x16xf32>, %arg33: tensor<4x16x16xf32>, %arg34: tensor<64xf32>, %arg35: tensor<4x16xf32>, %arg36: tensor<4x16x16xf32>, %arg37: tensor<64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<64x64xf32>, %arg40: tensor<64x16xf32>, %arg41: tensor<64x64xf32>, %arg42: tensor<64x16xf32>, %arg43: tensor<64xf32>, %arg44: tensor<64xf32>, %arg45: tensor<128x64xf32>, %arg46: tensor<2x1x1x128xf32>, %arg47: tensor<2x64x128xf32>, %arg48: tensor<64xf32>, %arg49: tensor<512x64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<2x32xi32>, %arg52: tensor<2x32xi32>) -> (tensor<2x32x512xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %1 = stablehlo.compare LT, %arg51, %0, SIGNED : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %3 = stablehlo.add %arg51, %2 : tensor<2x32xi32>
    %4 = stablehlo.select %1, %3, %arg51 : tensor<2x32xi1>, tensor<2x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
    %6 = "stablehlo.gather"(%arg49, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<2x32x1xi32>) -> tensor<2x32x64xf32>
    %cst = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %7 = stablehlo.sqrt %cst : tensor<f32>
    %8 = stablehlo.convert %7 : (tensor<f32>) -> tensor<bf16>
    %9 = stablehlo.convert %8 : (tensor<bf16>) -> tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %11 = stablehlo.multiply %6, %10 : tensor<2x32x64xf32>
    %12 = chlo.square %11 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %16 = stablehlo.divide %14, %15 : tensor<2x32x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %18 = stablehlo.add %16, %17 : tensor<2x32x1xf32>
    %19 = stablehlo.rsqrt %18 : tensor<2x32x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %21 = stablehlo.multiply %11, %20 : tensor<2x32x64xf32>
    %22 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %24 = stablehlo.add %22, %23 : tensor<1x1x64xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %26 = stablehlo.multiply %21, %25 : tensor<2x32x64xf32>
    %27 = stablehlo.dot_general %26, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %28 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %30 = stablehlo.add %27, %29 : tensor<2x32x64xf32>
    %31 = stablehlo.multiply %30, %30 : tensor<2x32x64xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<2x32x64xf32>
    %cst_5 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<2x32x64xf32>
    %35 = stablehlo.add %30, %34 : tensor<2x32x64xf32>
    %cst_6 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<2x32x64xf32>
    %38 = stablehlo.tanh %37 : tensor<2x32x64xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %40 = stablehlo.add %39, %38 : tensor<2x32x64xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<2x32x64xf32>
    %43 = stablehlo.multiply %30, %42 : tensor<2x32x64xf32>
    %44 = stablehlo.dot_general %26, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %45 = stablehlo.reshape %arg9 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %47 = stablehlo.add %44, %46 : tensor<2x32x64xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %51 = stablehlo.multiply %47, %50 : tensor<2x32x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x0x64xf32>
    %53 = stablehlo.concatenate %52, %51, dim = 1 : (tensor<2x0x64xf32>, tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %54 = stablehlo.slice %arg6 [3:4, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %55 = stablehlo.reshape %54 : (tensor<1x64xf32>) -> tensor<64xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %58 = stablehlo.multiply %53, %57 : tensor<2x32x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %60 = stablehlo.add %59, %58 : tensor<2x32x64xf32>
    %61 = stablehlo.slice %47 [0:2, 0:31, 0:64] : (tensor<2x32x64xf32>) -> tensor<2x31x64xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %63 = stablehlo.compare NE, %arg52, %62, SIGNED : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %64 = stablehlo.convert %63 : (tensor<2x32xi1>) -> tensor<2x32xi32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x31xf32>
    %66 = stablehlo.slice %64 [0:2, 1:32] : (tensor<2x32xi32>) -> tensor<2x31xi32>
    %67 = stablehlo.convert %66 : (tensor<2x31xi32>) -> tensor<2x31xf32>
    %68 = stablehlo.multiply %65, %67 : tensor<2x31xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<2x31xf32>) -> tensor<2x31x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<2x31x1xf32>) -> tensor<2x31x64xf32>
    %71 = stablehlo.multiply %61, %70 : tensor<2x31x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x1x64xf32>
    %73 = stablehlo.concatenate %72, %71, dim = 1 : (tensor<2x1x64xf32>, tensor<2x31x64xf32>) -> tensor<2x32x64xf32>
    %74 = stablehlo.slice %arg6 [2:3, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %75 = stablehlo.reshape %74 : (tensor<1x64xf32>) -> tensor<64xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %78 = stablehlo.multiply %73, %77 : tensor<2x32x64xf32>
    %79 = stablehlo.add %60, %78 : tensor<2x32x64xf32>
    %80 = stablehlo.slice %47 [0:2, 0:30, 0:64] : (tensor<2x32x64xf32>) -> tensor<2x30x64xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %81 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %82 = stablehlo.compare NE, %arg52, %81, SIGNED : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %83 = stablehlo.convert %82 : (tensor<2x32xi1>) -> tensor<2x32xi32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x30xf32>
    %85 = stablehlo.slice %83 [0:2, 1:31] : (tensor<2x32xi32>) -> tensor<2x30xi32>
    %86 = stablehlo.convert %85 : (tensor<2x30xi32>) -> tensor<2x30xf32>
    %87 = stablehlo.multiply %84, %86 : tensor<2x30xf32>
    %88 = stablehlo.slice %83 [0:2, 2:32] : (tensor<2x32xi32>) -> tensor<2x30xi32>
    %89 = stablehlo.convert %88 : (tensor<2x30xi32>) -> tensor<2x30xf32>
    %90 = stablehlo.multiply %87, %89 : tensor<2x30xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<2x30xf32>) -> tensor<2x30x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x30x1xf32>) -> tensor<2x30x64xf32>
    %93 = stablehlo.multiply %80, %92 : tensor<2x30x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x2x64xf32>
    %95 = stablehlo.concatenate %94, %93, dim = 1 : (tensor<2x2x64xf32>, tensor<2x30x64xf32>) -> tensor<2x32x64xf32>
    %96 = stablehlo.slice %arg6 [1:2, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %97 = stablehlo.reshape %96 : (tensor<1x64xf32>) -> tensor<64xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %100 = stablehlo.multiply %95, %99 : tensor<2x32x64xf32>
    %101 = stablehlo.add %79, %100 : tensor<2x32x64xf32>
    %102 = stablehlo.slice %47 [0:2, 0:29, 0:64] : (tensor<2x32x64xf32>) -> tensor<2x29x64xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %103 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %104 = stablehlo.compare NE, %arg52, %103, SIGNED : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %105 = stablehlo.convert %104 : (tensor<2x32xi1>) -> tensor<2x32xi32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x29xf32>
    %107 = stablehlo.slice %105 [0:2, 1:30] : (tensor<2x32xi32>) -> tensor<2x29xi32>
    %108 = stablehlo.convert %107 : (tensor<2x29xi32>) -> tensor<2x29xf32>
    %109 = stablehlo.multiply %106, %108 : tensor<2x29xf32>
    %110 = stablehlo.slice %105 [0:2, 2:31] : (tensor<2x32xi32>) -> tensor<2x29xi32>
    %111 = stablehlo.convert %110 : (tensor<2x29xi32>) -> tensor<2x29xf32>
    %112 = stablehlo.multiply %109, %111 : tensor<2x29xf32>
    %113 = stablehlo.slice %105 [0:2, 3:32] : (tensor<2x32xi32>) -> tensor<2x29xi32>
    %114 = stablehlo.convert %113 : (tensor<2x29xi32>) -> tensor<2x29xf32>
    %115 = stablehlo.multiply %112, %114 : tensor<2x29xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<2x29xf32>) -> tensor<2x29x1xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<2x29x1xf32>) -> tensor<2x29x64xf32>
    %118 = stablehlo.multiply %102, %117 : tensor<2x29x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x3x64xf32>
    %120 = stablehlo.concatenate %119, %118, dim = 1 : (tensor<2x3x64xf32>, tensor<2x29x64xf32>) -> tensor<2x32x64xf32>
    %121 = stablehlo.slice %arg6 [0:1, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %122 = stablehlo.reshape %121 : (tensor<1x64xf32>) -> tensor<64xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %125 = stablehlo.multiply %120, %124 : tensor<2x32x64xf32>
    %126 = stablehlo.add %101, %125 : tensor<2x32x64xf32>
    %127 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %129 = stablehlo.add %126, %128 : tensor<2x32x64xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %131 = stablehlo.dot_general %arg17, %130, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x16x16xf32>, tensor<2x32x4x16xf32>) -> tensor<4x16x2x32xf32>
    %132 = stablehlo.transpose %131, dims = [2, 3, 0, 1] : (tensor<4x16x2x32xf32>) -> tensor<2x32x4x16xf32>
    %133 = stablehlo.broadcast_in_dim %arg16, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %135 = stablehlo.add %132, %134 : tensor<2x32x4x16xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %137 = stablehlo.negate %136 : tensor<2x32x64xf32>
    %138 = stablehlo.exponential %137 : tensor<2x32x64xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %140 = stablehlo.add %139, %138 : tensor<2x32x64xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %142 = stablehlo.divide %141, %140 : tensor<2x32x64xf32>
    %143 = stablehlo.reshape %129 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %144 = stablehlo.dot_general %arg14, %143, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x16x16xf32>, tensor<2x32x4x16xf32>) -> tensor<4x16x2x32xf32>
    %145 = stablehlo.transpose %144, dims = [2, 3, 0, 1] : (tensor<4x16x2x32xf32>) -> tensor<2x32x4x16xf32>
    %146 = stablehlo.broadcast_in_dim %arg13, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %148 = stablehlo.add %145, %147 : tensor<2x32x4x16xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %150 = stablehlo.negate %149 : tensor<2x32x64xf32>
    %151 = stablehlo.exponential %150 : tensor<2x32x64xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %153 = stablehlo.add %152, %151 : tensor<2x32x64xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %155 = stablehlo.divide %154, %153 : tensor<2x32x64xf32>
    %cst_25 = stablehlo.constant dense<-8.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %157 = stablehlo.multiply %156, %155 : tensor<2x32x64xf32>
    %158 = call @softplus(%arg15) : (tensor<64xf32>) -> tensor<64xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %161 = stablehlo.multiply %157, %160 : tensor<2x32x64xf32>
    %162 = stablehlo.exponential %161 : tensor<2x32x64xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %164 = stablehlo.multiply %163, %161 : tensor<2x32x64xf32>
    %165 = stablehlo.exponential %164 : tensor<2x32x64xf32>
    %166 = stablehlo.multiply %129, %142 : tensor<2x32x64xf32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %167 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %168 = stablehlo.compare EQ, %arg52, %167, SIGNED : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %169 = stablehlo.convert %168 : (tensor<2x32xi1>) -> tensor<2x32xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %171 = stablehlo.subtract %170, %165 : tensor<2x32x64xf32>
    %172 = stablehlo.sqrt %171 : tensor<2x32x64xf32>
    %173 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %175 = stablehlo.subtract %174, %169 : tensor<2x32xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %178 = stablehlo.multiply %177, %172 : tensor<2x32x64xf32>
    %179 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %180 = stablehlo.add %179, %178 : tensor<2x32x64xf32>
    %181 = stablehlo.multiply %166, %180 : tensor<2x32x64xf32>
    %182 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %184 = stablehlo.subtract %183, %182 : tensor<2x32x1xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %186 = stablehlo.multiply %162, %185 : tensor<2x32x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %188 = stablehlo.transpose %181, dims = [1, 0, 2] : (tensor<2x32x64xf32>) -> tensor<32x2x64xf32>
    %189 = stablehlo.transpose %186, dims = [1, 0, 2] : (tensor<2x32x64xf32>) -> tensor<32x2x64xf32>
    %190 = stablehlo.slice %188 [0:0, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<0x2x64xf32>
    %191 = stablehlo.slice %188 [0:32, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<32x2x64xf32>
    %192 = stablehlo.slice %189 [0:0, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<0x2x64xf32>
    %193 = stablehlo.slice %189 [0:32, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<32x2x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<0x2x64xf32>
    %195 = stablehlo.slice %191 [0:1, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %196 = stablehlo.reshape %195 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %197 = stablehlo.slice %193 [0:1, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %198 = stablehlo.reshape %197 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %199:2 = call @closed_call(%187, %196, %198) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %200 = stablehlo.slice %191 [1:2, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %201 = stablehlo.reshape %200 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %202 = stablehlo.slice %193 [1:2, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %203 = stablehlo.reshape %202 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %204:2 = call @closed_call(%199#0, %201, %203) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %205 = stablehlo.slice %191 [2:3, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %206 = stablehlo.reshape %205 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %207 = stablehlo.slice %193 [2:3, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %208 = stablehlo.reshape %207 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %209:2 = call @closed_call(%204#0, %206, %208) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %210 = stablehlo.slice %191 [3:4, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %211 = stablehlo.reshape %210 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %212 = stablehlo.slice %193 [3:4, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %213 = stablehlo.reshape %212 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %214:2 = call @closed_call(%209#0, %211, %213) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %215 = stablehlo.slice %191 [4:5, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %216 = stablehlo.reshape %215 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %217 = stablehlo.slice %193 [4:5, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %218 = stablehlo.reshape %217 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %219:2 = call @closed_call(%214#0, %216, %218) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %220 = stablehlo.slice %191 [5:6, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %221 = stablehlo.reshape %220 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %222 = stablehlo.slice %193 [5:6, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %223 = stablehlo.reshape %222 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %224:2 = call @closed_call(%219#0, %221, %223) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %225 = stablehlo.slice %191 [6:7, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %226 = stablehlo.reshape %225 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %227 = stablehlo.slice %193 [6:7, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %228 = stablehlo.reshape %227 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %229:2 = call @closed_call(%224#0, %226, %228) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %230 = stablehlo.slice %191 [7:8, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %231 = stablehlo.reshape %230 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %232 = stablehlo.slice %193 [7:8, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %233 = stablehlo.reshape %232 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %234:2 = call @closed_call(%229#0, %231, %233) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %235 = stablehlo.slice %191 [8:9, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %236 = stablehlo.reshape %235 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %237 = stablehlo.slice %193 [8:9, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %238 = stablehlo.reshape %237 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %239:2 = call @closed_call(%234#0, %236, %238) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %240 = stablehlo.slice %191 [9:10, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %241 = stablehlo.reshape %240 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %242 = stablehlo.slice %193 [9:10, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %243 = stablehlo.reshape %242 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %244:2 = call @closed_call(%239#0, %241, %243) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %245 = stablehlo.slice %191 [10:11, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %246 = stablehlo.reshape %245 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %247 = stablehlo.slice %193 [10:11, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %248 = stablehlo.reshape %247 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %249:2 = call @closed_call(%244#0, %246, %248) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %250 = stablehlo.slice %191 [11:12, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %251 = stablehlo.reshape %250 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %252 = stablehlo.slice %193 [11:12, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %253 = stablehlo.reshape %252 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %254:2 = call @closed_call(%249#0, %251, %253) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %255 = stablehlo.slice %191 [12:13, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %256 = stablehlo.reshape %255 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %257 = stablehlo.slice %193 [12:13, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %258 = stablehlo.reshape %257 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %259:2 = call @closed_call(%254#0, %256, %258) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %260 = stablehlo.slice %191 [13:14, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %261 = stablehlo.reshape %260 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %262 = stablehlo.slice %193 [13:14, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %263 = stablehlo.reshape %262 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %264:2 = call @closed_call(%259#0, %261, %263) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %265 = stablehlo.slice %191 [14:15, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %266 = stablehlo.reshape %265 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %267 = stablehlo.slice %193 [14:15, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %268 = stablehlo.reshape %267 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %269:2 = call @closed_call(%264#0, %266, %268) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %270 = stablehlo.slice %191 [15:16, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %271 = stablehlo.reshape %270 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %272 = stablehlo.slice %193 [15:16, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %273 = stablehlo.reshape %272 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %274:2 = call @closed_call(%269#0, %271, %273) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %275 = stablehlo.slice %191 [16:17, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %276 = stablehlo.reshape %275 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %277 = stablehlo.slice %193 [16:17, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %278 = stablehlo.reshape %277 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %279:2 = call @closed_call(%274#0, %276, %278) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %280 = stablehlo.slice %191 [17:18, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %281 = stablehlo.reshape %280 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %282 = stablehlo.slice %193 [17:18, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %283 = stablehlo.reshape %282 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %284:2 = call @closed_call(%279#0, %281, %283) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %285 = stablehlo.slice %191 [18:19, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %286 = stablehlo.reshape %285 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %287 = stablehlo.slice %193 [18:19, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %288 = stablehlo.reshape %287 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %289:2 = call @closed_call(%284#0, %286, %288) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %290 = stablehlo.slice %191 [19:20, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %291 = stablehlo.reshape %290 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %292 = stablehlo.slice %193 [19:20, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %293 = stablehlo.reshape %292 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %294:2 = call @closed_call(%289#0, %291, %293) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %295 = stablehlo.slice %191 [20:21, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %296 = stablehlo.reshape %295 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %297 = stablehlo.slice %193 [20:21, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %298 = stablehlo.reshape %297 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %299:2 = call @closed_call(%294#0, %296, %298) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %300 = stablehlo.slice %191 [21:22, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %301 = stablehlo.reshape %300 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %302 = stablehlo.slice %193 [21:22, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %303 = stablehlo.reshape %302 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %304:2 = call @closed_call(%299#0, %301, %303) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %305 = stablehlo.slice %191 [22:23, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %306 = stablehlo.reshape %305 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %307 = stablehlo.slice %193 [22:23, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %308 = stablehlo.reshape %307 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %309:2 = call @closed_call(%304#0, %306, %308) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %310 = stablehlo.slice %191 [23:24, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %311 = stablehlo.reshape %310 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %312 = stablehlo.slice %193 [23:24, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %313 = stablehlo.reshape %312 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %314:2 = call @closed_call(%309#0, %311, %313) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %315 = stablehlo.slice %191 [24:25, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %316 = stablehlo.reshape %315 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %317 = stablehlo.slice %193 [24:25, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %318 = stablehlo.reshape %317 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %319:2 = call @closed_call(%314#0, %316, %318) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %320 = stablehlo.slice %191 [25:26, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %321 = stablehlo.reshape %320 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %322 = stablehlo.slice %193 [25:26, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %323 = stablehlo.reshape %322 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %324:2 = call @closed_call(%319#0, %321, %323) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %325 = stablehlo.slice %191 [26:27, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %326 = stablehlo.reshape %325 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %327 = stablehlo.slice %193 [26:27, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %328 = stablehlo.reshape %327 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %329:2 = call @closed_call(%324#0, %326, %328) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %330 = stablehlo.slice %191 [27:28, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %331 = stablehlo.reshape %330 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %332 = stablehlo.slice %193 [27:28, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %333 = stablehlo.reshape %332 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %334:2 = call @closed_call(%329#0, %331, %333) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %335 = stablehlo.slice %191 [28:29, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %336 = stablehlo.reshape %335 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %337 = stablehlo.slice %193 [28:29, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %338 = stablehlo.reshape %337 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %339:2 = call @closed_call(%334#0, %336, %338) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %340 = stablehlo.slice %191 [29:30, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %341 = stablehlo.reshape %340 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %342 = stablehlo.slice %193 [29:30, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %343 = stablehlo.reshape %342 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %344:2 = call @closed_call(%339#0, %341, %343) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %345 = stablehlo.slice %191 [30:31, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %346 = stablehlo.reshape %345 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %347 = stablehlo.slice %193 [30:31, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %348 = stablehlo.reshape %347 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %349:2 = call @closed_call(%344#0, %346, %348) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %350 = stablehlo.slice %191 [31:32, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %351 = stablehlo.reshape %350 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %352 = stablehlo.slice %193 [31:32, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %353 = stablehlo.reshape %352 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %354:2 = call @closed_call(%349#0, %351, %353) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %355 = stablehlo.broadcast_in_dim %199#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %356 = stablehlo.broadcast_in_dim %204#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %357 = stablehlo.broadcast_in_dim %209#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %358 = stablehlo.broadcast_in_dim %214#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %359 = stablehlo.broadcast_in_dim %219#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %360 = stablehlo.broadcast_in_dim %224#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %361 = stablehlo.broadcast_in_dim %229#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %362 = stablehlo.broadcast_in_dim %234#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %363 = stablehlo.broadcast_in_dim %239#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %364 = stablehlo.broadcast_in_dim %244#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %365 = stablehlo.broadcast_in_dim %249#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %366 = stablehlo.broadcast_in_dim %254#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %367 = stablehlo.broadcast_in_dim %259#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %368 = stablehlo.broadcast_in_dim %264#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %369 = stablehlo.broadcast_in_dim %269#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %370 = stablehlo.broadcast_in_dim %274#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %371 = stablehlo.broadcast_in_dim %279#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %372 = stablehlo.broadcast_in_dim %284#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %373 = stablehlo.broadcast_in_dim %289#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %374 = stablehlo.broadcast_in_dim %294#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %375 = stablehlo.broadcast_in_dim %299#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %376 = stablehlo.broadcast_in_dim %304#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %377 = stablehlo.broadcast_in_dim %309#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %378 = stablehlo.broadcast_in_dim %314#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %379 = stablehlo.broadcast_in_dim %319#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %380 = stablehlo.broadcast_in_dim %324#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %381 = stablehlo.broadcast_in_dim %329#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %382 = stablehlo.broadcast_in_dim %334#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %383 = stablehlo.broadcast_in_dim %339#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %384 = stablehlo.broadcast_in_dim %344#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %385 = stablehlo.broadcast_in_dim %349#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %386 = stablehlo.broadcast_in_dim %354#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %387 = stablehlo.concatenate %355, %356, %357, %358, %359, %360, %361, %362, %363, %364, %365, %366, %367, %368, %369, %370, dim = 0 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<16x2x64xf32>
    %388 = stablehlo.concatenate %371, %372, %373, %374, %375, %376, %377, %378, %379, %380, %381, %382, %383, %384, %385, %386, dim = 0 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<16x2x64xf32>
    %389 = stablehlo.concatenate %387, %388, dim = 0 : (tensor<16x2x64xf32>, tensor<16x2x64xf32>) -> tensor<32x2x64xf32>
    %390 = stablehlo.concatenate %194, %389, dim = 0 : (tensor<0x2x64xf32>, tensor<32x2x64xf32>) -> tensor<32x2x64xf32>
    %391 = stablehlo.transpose %390, dims = [1, 0, 2] : (tensor<32x2x64xf32>) -> tensor<2x32x64xf32>
    %392 = stablehlo.multiply %391, %43 : tensor<2x32x64xf32>
    %393 = stablehlo.dot_general %392, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %394 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %396 = stablehlo.add %393, %395 : tensor<2x32x64xf32>
    %397 = stablehlo.add %396, %11 : tensor<2x32x64xf32>
    %398 = chlo.square %397 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.reduce(%398 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %402 = stablehlo.divide %400, %401 : tensor<2x32x1xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %404 = stablehlo.add %402, %403 : tensor<2x32x1xf32>
    %405 = stablehlo.rsqrt %404 : tensor<2x32x1xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %407 = stablehlo.multiply %397, %406 : tensor<2x32x64xf32>
    %408 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %410 = stablehlo.add %408, %409 : tensor<1x1x64xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %412 = stablehlo.multiply %407, %411 : tensor<2x32x64xf32>
    %413 = stablehlo.dot_general %arg4, %412, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xf32>, tensor<2x32x64xf32>) -> tensor<2x128x2x32xf32>
    %414 = stablehlo.transpose %413, dims = [0, 2, 3, 1] : (tensor<2x128x2x32xf32>) -> tensor<2x2x32x128xf32>
    %415 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<2x1x1x128xf32>) -> tensor<2x2x32x128xf32>
    %416 = stablehlo.add %414, %415 : tensor<2x2x32x128xf32>
    %417 = stablehlo.slice %416 [0:1, 0:2, 0:32, 0:128] : (tensor<2x2x32x128xf32>) -> tensor<1x2x32x128xf32>
    %418 = stablehlo.reshape %417 : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %419 = stablehlo.multiply %418, %418 : tensor<2x32x128xf32>
    %420 = stablehlo.multiply %419, %418 : tensor<2x32x128xf32>
    %cst_37 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %422 = stablehlo.multiply %421, %420 : tensor<2x32x128xf32>
    %423 = stablehlo.add %418, %422 : tensor<2x32x128xf32>
    %cst_38 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %425 = stablehlo.multiply %424, %423 : tensor<2x32x128xf32>
    %426 = stablehlo.tanh %425 : tensor<2x32x128xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %428 = stablehlo.add %427, %426 : tensor<2x32x128xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %430 = stablehlo.multiply %429, %428 : tensor<2x32x128xf32>
    %431 = stablehlo.multiply %418, %430 : tensor<2x32x128xf32>
    %432 = stablehlo.slice %416 [1:2, 0:2, 0:32, 0:128] : (tensor<2x2x32x128xf32>) -> tensor<1x2x32x128xf32>
    %433 = stablehlo.reshape %432 : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %434 = stablehlo.multiply %431, %433 : tensor<2x32x128xf32>
    %435 = stablehlo.dot_general %434, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %436 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %438 = stablehlo.add %435, %437 : tensor<2x32x64xf32>
    %439 = stablehlo.add %438, %397 : tensor<2x32x64xf32>
    %440 = chlo.square %439 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %441 = stablehlo.reduce(%440 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_42 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %444 = stablehlo.divide %442, %443 : tensor<2x32x1xf32>
    %cst_43 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %446 = stablehlo.add %444, %445 : tensor<2x32x1xf32>
    %447 = stablehlo.rsqrt %446 : tensor<2x32x1xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %449 = stablehlo.multiply %439, %448 : tensor<2x32x64xf32>
    %450 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %452 = stablehlo.add %450, %451 : tensor<1x1x64xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %454 = stablehlo.multiply %449, %453 : tensor<2x32x64xf32>
    %455 = stablehlo.dot_general %454, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %456 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %458 = stablehlo.add %455, %457 : tensor<2x32x64xf32>
    %459 = stablehlo.multiply %458, %458 : tensor<2x32x64xf32>
    %460 = stablehlo.multiply %459, %458 : tensor<2x32x64xf32>
    %cst_45 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %462 = stablehlo.multiply %461, %460 : tensor<2x32x64xf32>
    %463 = stablehlo.add %458, %462 : tensor<2x32x64xf32>
    %cst_46 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %465 = stablehlo.multiply %464, %463 : tensor<2x32x64xf32>
    %466 = stablehlo.tanh %465 : tensor<2x32x64xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %468 = stablehlo.add %467, %466 : tensor<2x32x64xf32>
    %cst_48 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %470 = stablehlo.multiply %469, %468 : tensor<2x32x64xf32>
    %471 = stablehlo.multiply %458, %470 : tensor<2x32x64xf32>
    %472 = stablehlo.dot_general %454, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %473 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %475 = stablehlo.add %472, %474 : tensor<2x32x64xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %479 = stablehlo.multiply %475, %478 : tensor<2x32x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x0x64xf32>
    %481 = stablehlo.concatenate %480, %479, dim = 1 : (tensor<2x0x64xf32>, tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %482 = stablehlo.slice %arg25 [3:4, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %483 = stablehlo.reshape %482 : (tensor<1x64xf32>) -> tensor<64xf32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %486 = stablehlo.multiply %481, %485 : tensor<2x32x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %488 = stablehlo.add %487, %486 : tensor<2x32x64xf32>
    %489 = stablehlo.slice %475 [0:2, 0:31, 0:64] : (tensor<2x32x64xf32>) -> tensor<2x31x64xf32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %490 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %491 = stablehlo.compare NE, %arg52, %490, SIGNED : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %492 = stablehlo.convert %491 : (tensor<2x32xi1>) -> tensor<2x32xi32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x31xf32>
    %494 = stablehlo.slice %492 [0:2, 1:32] : (tensor<2x32xi32>) -> tensor<2x31xi32>
    %495 = stablehlo.convert %494 : (tensor<2x31xi32>) -> tensor<2x31xf32>
    %496 = stablehlo.multiply %493, %495 : tensor<2x31xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0, 1] : (tensor<2x31xf32>) -> tensor<2x31x1xf32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1, 2] : (tensor<2x31x1xf32>) -> tensor<2x31x64xf32>
    %499 = stablehlo.multiply %489, %498 : tensor<2x31x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x1x64xf32>
    %501 = stablehlo.concatenate %500, %499, dim = 1 : (tensor<2x1x64xf32>, tensor<2x31x64xf32>) -> tensor<2x32x64xf32>
    %502 = stablehlo.slice %arg25 [2:3, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %503 = stablehlo.reshape %502 : (tensor<1x64xf32>) -> tensor<64xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %506 = stablehlo.multiply %501, %505 : tensor<2x32x64xf32>
    %507 = stablehlo.add %488, %506 : tensor<2x32x64xf32>
    %508 = stablehlo.slice %475 [0:2, 0:30, 0:64] : (tensor<2x32x64xf32>) -> tensor<2x30x64xf32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %509 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %510 = stablehlo.compare NE, %arg52, %509, SIGNED : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %511 = stablehlo.convert %510 : (tensor<2x32xi1>) -> tensor<2x32xi32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x30xf32>
    %513 = stablehlo.slice %511 [0:2, 1:31] : (tensor<2x32xi32>) -> tensor<2x30xi32>
    %514 = stablehlo.convert %513 : (tensor<2x30xi32>) -> tensor<2x30xf32>
    %515 = stablehlo.multiply %512, %514 : tensor<2x30xf32>
    %516 = stablehlo.slice %511 [0:2, 2:32] : (tensor<2x32xi32>) -> tensor<2x30xi32>
    %517 = stablehlo.convert %516 : (tensor<2x30xi32>) -> tensor<2x30xf32>
    %518 = stablehlo.multiply %515, %517 : tensor<2x30xf32>
    %519 = stablehlo.broadcast_in_dim %518, dims = [0, 1] : (tensor<2x30xf32>) -> tensor<2x30x1xf32>
    %520 = stablehlo.broadcast_in_dim %519, dims = [0, 1, 2] : (tensor<2x30x1xf32>) -> tensor<2x30x64xf32>
    %521 = stablehlo.multiply %508, %520 : tensor<2x30x64xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x2x64xf32>
    %523 = stablehlo.concatenate %522, %521, dim = 1 : (tensor<2x2x64xf32>, tensor<2x30x64xf32>) -> tensor<2x32x64xf32>
    %524 = stablehlo.slice %arg25 [1:2, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %525 = stablehlo.reshape %524 : (tensor<1x64xf32>) -> tensor<64xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %528 = stablehlo.multiply %523, %527 : tensor<2x32x64xf32>
    %529 = stablehlo.add %507, %528 : tensor<2x32x64xf32>
    %530 = stablehlo.slice %475 [0:2, 0:29, 0:64] : (tensor<2x32x64xf32>) -> tensor<2x29x64xf32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %531 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %532 = stablehlo.compare NE, %arg52, %531, SIGNED : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %533 = stablehlo.convert %532 : (tensor<2x32xi1>) -> tensor<2x32xi32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x29xf32>
    %535 = stablehlo.slice %533 [0:2, 1:30] : (tensor<2x32xi32>) -> tensor<2x29xi32>
    %536 = stablehlo.convert %535 : (tensor<2x29xi32>) -> tensor<2x29xf32>
    %537 = stablehlo.multiply %534, %536 : tensor<2x29xf32>
    %538 = stablehlo.slice %533 [0:2, 2:31] : (tensor<2x32xi32>) -> tensor<2x29xi32>
    %539 = stablehlo.convert %538 : (tensor<2x29xi32>) -> tensor<2x29xf32>
    %540 = stablehlo.multiply %537, %539 : tensor<2x29xf32>
    %541 = stablehlo.slice %533 [0:2, 3:32] : (tensor<2x32xi32>) -> tensor<2x29xi32>
    %542 = stablehlo.convert %541 : (tensor<2x29xi32>) -> tensor<2x29xf32>
    %543 = stablehlo.multiply %540, %542 : tensor<2x29xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0, 1] : (tensor<2x29xf32>) -> tensor<2x29x1xf32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [0, 1, 2] : (tensor<2x29x1xf32>) -> tensor<2x29x64xf32>
    %546 = stablehlo.multiply %530, %545 : tensor<2x29x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x3x64xf32>
    %548 = stablehlo.concatenate %547, %546, dim = 1 : (tensor<2x3x64xf32>, tensor<2x29x64xf32>) -> tensor<2x32x64xf32>
    %549 = stablehlo.slice %arg25 [0:1, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %550 = stablehlo.reshape %549 : (tensor<1x64xf32>) -> tensor<64xf32>
    %551 = stablehlo.broadcast_in_dim %550, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %553 = stablehlo.multiply %548, %552 : tensor<2x32x64xf32>
    %554 = stablehlo.add %529, %553 : tensor<2x32x64xf32>
    %555 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %557 = stablehlo.add %554, %556 : tensor<2x32x64xf32>
    %558 = stablehlo.reshape %557 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %559 = stablehlo.dot_general %arg36, %558, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x16x16xf32>, tensor<2x32x4x16xf32>) -> tensor<4x16x2x32xf32>
    %560 = stablehlo.transpose %559, dims = [2, 3, 0, 1] : (tensor<4x16x2x32xf32>) -> tensor<2x32x4x16xf32>
    %561 = stablehlo.broadcast_in_dim %arg35, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %562 = stablehlo.broadcast_in_dim %561, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %563 = stablehlo.add %560, %562 : tensor<2x32x4x16xf32>
    %564 = stablehlo.reshape %563 : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %565 = stablehlo.negate %564 : tensor<2x32x64xf32>
    %566 = stablehlo.exponential %565 : tensor<2x32x64xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %568 = stablehlo.add %567, %566 : tensor<2x32x64xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %570 = stablehlo.divide %569, %568 : tensor<2x32x64xf32>
    %571 = stablehlo.reshape %557 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %572 = stablehlo.dot_general %arg33, %571, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x16x16xf32>, tensor<2x32x4x16xf32>) -> tensor<4x16x2x32xf32>
    %573 = stablehlo.transpose %572, dims = [2, 3, 0, 1] : (tensor<4x16x2x32xf32>) -> tensor<2x32x4x16xf32>
    %574 = stablehlo.broadcast_in_dim %arg32, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %575 = stablehlo.broadcast_in_dim %574, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %576 = stablehlo.add %573, %575 : tensor<2x32x4x16xf32>
    %577 = stablehlo.reshape %576 : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %578 = stablehlo.negate %577 : tensor<2x32x64xf32>
    %579 = stablehlo.exponential %578 : tensor<2x32x64xf32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %580 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %581 = stablehlo.add %580, %579 : tensor<2x32x64xf32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %583 = stablehlo.divide %582, %581 : tensor<2x32x64xf32>
    %cst_65 = stablehlo.constant dense<-8.000000e+00> : tensor<f32>
    %584 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %585 = stablehlo.multiply %584, %583 : tensor<2x32x64xf32>
    %586 = call @softplus(%arg34) : (tensor<64xf32>) -> tensor<64xf32>
    %587 = stablehlo.broadcast_in_dim %586, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %588 = stablehlo.broadcast_in_dim %587, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %589 = stablehlo.multiply %585, %588 : tensor<2x32x64xf32>
    %590 = stablehlo.exponential %589 : tensor<2x32x64xf32>
    %cst_66 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %592 = stablehlo.multiply %591, %589 : tensor<2x32x64xf32>
    %593 = stablehlo.exponential %592 : tensor<2x32x64xf32>
    %594 = stablehlo.multiply %557, %570 : tensor<2x32x64xf32>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %595 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %596 = stablehlo.compare EQ, %arg52, %595, SIGNED : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %597 = stablehlo.convert %596 : (tensor<2x32xi1>) -> tensor<2x32xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %599 = stablehlo.subtract %598, %593 : tensor<2x32x64xf32>
    %600 = stablehlo.sqrt %599 : tensor<2x32x64xf32>
    %601 = stablehlo.broadcast_in_dim %597, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %603 = stablehlo.subtract %602, %597 : tensor<2x32xf32>
    %604 = stablehlo.broadcast_in_dim %603, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %606 = stablehlo.multiply %605, %600 : tensor<2x32x64xf32>
    %607 = stablehlo.broadcast_in_dim %601, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %608 = stablehlo.add %607, %606 : tensor<2x32x64xf32>
    %609 = stablehlo.multiply %594, %608 : tensor<2x32x64xf32>
    %610 = stablehlo.broadcast_in_dim %597, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %612 = stablehlo.subtract %611, %610 : tensor<2x32x1xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %614 = stablehlo.multiply %590, %613 : tensor<2x32x64xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %616 = stablehlo.transpose %609, dims = [1, 0, 2] : (tensor<2x32x64xf32>) -> tensor<32x2x64xf32>
    %617 = stablehlo.transpose %614, dims = [1, 0, 2] : (tensor<2x32x64xf32>) -> tensor<32x2x64xf32>
    %618 = stablehlo.slice %616 [0:0, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<0x2x64xf32>
    %619 = stablehlo.slice %616 [0:32, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<32x2x64xf32>
    %620 = stablehlo.slice %617 [0:0, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<0x2x64xf32>
    %621 = stablehlo.slice %617 [0:32, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<32x2x64xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<0x2x64xf32>
    %623 = stablehlo.slice %619 [0:1, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %624 = stablehlo.reshape %623 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %625 = stablehlo.slice %621 [0:1, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %626 = stablehlo.reshape %625 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %627:2 = call @closed_call_0(%615, %624, %626) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %628 = stablehlo.slice %619 [1:2, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %629 = stablehlo.reshape %628 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %630 = stablehlo.slice %621 [1:2, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %631 = stablehlo.reshape %630 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %632:2 = call @closed_call_0(%627#0, %629, %631) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %633 = stablehlo.slice %619 [2:3, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %634 = stablehlo.reshape %633 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %635 = stablehlo.slice %621 [2:3, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %636 = stablehlo.reshape %635 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %637:2 = call @closed_call_0(%632#0, %634, %636) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %638 = stablehlo.slice %619 [3:4, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %639 = stablehlo.reshape %638 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %640 = stablehlo.slice %621 [3:4, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %641 = stablehlo.reshape %640 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %642:2 = call @closed_call_0(%637#0, %639, %641) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %643 = stablehlo.slice %619 [4:5, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %644 = stablehlo.reshape %643 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %645 = stablehlo.slice %621 [4:5, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %646 = stablehlo.reshape %645 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %647:2 = call @closed_call_0(%642#0, %644, %646) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %648 = stablehlo.slice %619 [5:6, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %649 = stablehlo.reshape %648 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %650 = stablehlo.slice %621 [5:6, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %651 = stablehlo.reshape %650 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %652:2 = call @closed_call_0(%647#0, %649, %651) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %653 = stablehlo.slice %619 [6:7, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %654 = stablehlo.reshape %653 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %655 = stablehlo.slice %621 [6:7, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %656 = stablehlo.reshape %655 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %657:2 = call @closed_call_0(%652#0, %654, %656) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %658 = stablehlo.slice %619 [7:8, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %659 = stablehlo.reshape %658 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %660 = stablehlo.slice %621 [7:8, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %661 = stablehlo.reshape %660 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %662:2 = call @closed_call_0(%657#0, %659, %661) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %663 = stablehlo.slice %619 [8:9, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %664 = stablehlo.reshape %663 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %665 = stablehlo.slice %621 [8:9, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %666 = stablehlo.reshape %665 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %667:2 = call @closed_call_0(%662#0, %664, %666) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %668 = stablehlo.slice %619 [9:10, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %669 = stablehlo.reshape %668 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %670 = stablehlo.slice %621 [9:10, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %671 = stablehlo.reshape %670 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %672:2 = call @closed_call_0(%667#0, %669, %671) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %673 = stablehlo.slice %619 [10:11, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %674 = stablehlo.reshape %673 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %675 = stablehlo.slice %621 [10:11, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %676 = stablehlo.reshape %675 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %677:2 = call @closed_call_0(%672#0, %674, %676) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %678 = stablehlo.slice %619 [11:12, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %679 = stablehlo.reshape %678 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %680 = stablehlo.slice %621 [11:12, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %681 = stablehlo.reshape %680 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %682:2 = call @closed_call_0(%677#0, %679, %681) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %683 = stablehlo.slice %619 [12:13, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %684 = stablehlo.reshape %683 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %685 = stablehlo.slice %621 [12:13, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %686 = stablehlo.reshape %685 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %687:2 = call @closed_call_0(%682#0, %684, %686) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %688 = stablehlo.slice %619 [13:14, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %689 = stablehlo.reshape %688 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %690 = stablehlo.slice %621 [13:14, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %691 = stablehlo.reshape %690 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %692:2 = call @closed_call_0(%687#0, %689, %691) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %693 = stablehlo.slice %619 [14:15, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %694 = stablehlo.reshape %693 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %695 = stablehlo.slice %621 [14:15, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %696 = stablehlo.reshape %695 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %697:2 = call @closed_call_0(%692#0, %694, %696) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %698 = stablehlo.slice %619 [15:16, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %699 = stablehlo.reshape %698 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %700 = stablehlo.slice %621 [15:16, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %701 = stablehlo.reshape %700 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %702:2 = call @closed_call_0(%697#0, %699, %701) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %703 = stablehlo.slice %619 [16:17, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %704 = stablehlo.reshape %703 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %705 = stablehlo.slice %621 [16:17, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %706 = stablehlo.reshape %705 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %707:2 = call @closed_call_0(%702#0, %704, %706) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %708 = stablehlo.slice %619 [17:18, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %709 = stablehlo.reshape %708 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %710 = stablehlo.slice %621 [17:18, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %711 = stablehlo.reshape %710 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %712:2 = call @closed_call_0(%707#0, %709, %711) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %713 = stablehlo.slice %619 [18:19, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %714 = stablehlo.reshape %713 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %715 = stablehlo.slice %621 [18:19, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %716 = stablehlo.reshape %715 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %717:2 = call @closed_call_0(%712#0, %714, %716) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %718 = stablehlo.slice %619 [19:20, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %719 = stablehlo.reshape %718 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %720 = stablehlo.slice %621 [19:20, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %721 = stablehlo.reshape %720 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %722:2 = call @closed_call_0(%717#0, %719, %721) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %723 = stablehlo.slice %619 [20:21, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %724 = stablehlo.reshape %723 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %725 = stablehlo.slice %621 [20:21, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %726 = stablehlo.reshape %725 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %727:2 = call @closed_call_0(%722#0, %724, %726) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %728 = stablehlo.slice %619 [21:22, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %729 = stablehlo.reshape %728 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %730 = stablehlo.slice %621 [21:22, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %731 = stablehlo.reshape %730 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %732:2 = call @closed_call_0(%727#0, %729, %731) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %733 = stablehlo.slice %619 [22:23, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %734 = stablehlo.reshape %733 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %735 = stablehlo.slice %621 [22:23, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %736 = stablehlo.reshape %735 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %737:2 = call @closed_call_0(%732#0, %734, %736) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %738 = stablehlo.slice %619 [23:24, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %739 = stablehlo.reshape %738 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %740 = stablehlo.slice %621 [23:24, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %741 = stablehlo.reshape %740 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %742:2 = call @closed_call_0(%737#0, %739, %741) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %743 = stablehlo.slice %619 [24:25, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %744 = stablehlo.reshape %743 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %745 = stablehlo.slice %621 [24:25, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %746 = stablehlo.reshape %745 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %747:2 = call @closed_call_0(%742#0, %744, %746) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %748 = stablehlo.slice %619 [25:26, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %749 = stablehlo.reshape %748 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %750 = stablehlo.slice %621 [25:26, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %751 = stablehlo.reshape %750 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %752:2 = call @closed_call_0(%747#0, %749, %751) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %753 = stablehlo.slice %619 [26:27, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %754 = stablehlo.reshape %753 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %755 = stablehlo.slice %621 [26:27, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %756 = stablehlo.reshape %755 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %757:2 = call @closed_call_0(%752#0, %754, %756) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %758 = stablehlo.slice %619 [27:28, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %759 = stablehlo.reshape %758 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %760 = stablehlo.slice %621 [27:28, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %761 = stablehlo.reshape %760 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %762:2 = call @closed_call_0(%757#0, %759, %761) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %763 = stablehlo.slice %619 [28:29, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %764 = stablehlo.reshape %763 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %765 = stablehlo.slice %621 [28:29, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %766 = stablehlo.reshape %765 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %767:2 = call @closed_call_0(%762#0, %764, %766) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %768 = stablehlo.slice %619 [29:30, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %769 = stablehlo.reshape %768 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %770 = stablehlo.slice %621 [29:30, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %771 = stablehlo.reshape %770 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %772:2 = call @closed_call_0(%767#0, %769, %771) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %773 = stablehlo.slice %619 [30:31, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %774 = stablehlo.reshape %773 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %775 = stablehlo.slice %621 [30:31, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %776 = stablehlo.reshape %775 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %777:2 = call @closed_call_0(%772#0, %774, %776) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %778 = stablehlo.slice %619 [31:32, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %779 = stablehlo.reshape %778 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %780 = stablehlo.slice %621 [31:32, 0:2, 0:64] : (tensor<32x2x64xf32>) -> tensor<1x2x64xf32>
    %781 = stablehlo.reshape %780 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %782:2 = call @closed_call_0(%777#0, %779, %781) : (tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>)
    %783 = stablehlo.broadcast_in_dim %627#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %784 = stablehlo.broadcast_in_dim %632#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %785 = stablehlo.broadcast_in_dim %637#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %786 = stablehlo.broadcast_in_dim %642#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %787 = stablehlo.broadcast_in_dim %647#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %788 = stablehlo.broadcast_in_dim %652#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %789 = stablehlo.broadcast_in_dim %657#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %790 = stablehlo.broadcast_in_dim %662#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %791 = stablehlo.broadcast_in_dim %667#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %792 = stablehlo.broadcast_in_dim %672#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %793 = stablehlo.broadcast_in_dim %677#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %794 = stablehlo.broadcast_in_dim %682#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %795 = stablehlo.broadcast_in_dim %687#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %796 = stablehlo.broadcast_in_dim %692#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %797 = stablehlo.broadcast_in_dim %697#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %798 = stablehlo.broadcast_in_dim %702#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %799 = stablehlo.broadcast_in_dim %707#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %800 = stablehlo.broadcast_in_dim %712#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %801 = stablehlo.broadcast_in_dim %717#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %802 = stablehlo.broadcast_in_dim %722#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %803 = stablehlo.broadcast_in_dim %727#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %804 = stablehlo.broadcast_in_dim %732#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %805 = stablehlo.broadcast_in_dim %737#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %806 = stablehlo.broadcast_in_dim %742#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %807 = stablehlo.broadcast_in_dim %747#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %808 = stablehlo.broadcast_in_dim %752#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %809 = stablehlo.broadcast_in_dim %757#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %810 = stablehlo.broadcast_in_dim %762#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %811 = stablehlo.broadcast_in_dim %767#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %812 = stablehlo.broadcast_in_dim %772#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %813 = stablehlo.broadcast_in_dim %777#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %814 = stablehlo.broadcast_in_dim %782#1, dims = [1, 2] : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %815 = stablehlo.concatenate %783, %784, %785, %786, %787, %788, %789, %790, %791, %792, %793, %794, %795, %796, %797, %798, dim = 0 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<16x2x64xf32>
    %816 = stablehlo.concatenate %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %814, dim = 0 : (tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<16x2x64xf32>
    %817 = stablehlo.concatenate %815, %816, dim = 0 : (tensor<16x2x64xf32>, tensor<16x2x64xf32>) -> tensor<32x2x64xf32>
    %818 = stablehlo.concatenate %622, %817, dim = 0 : (tensor<0x2x64xf32>, tensor<32x2x64xf32>) -> tensor<32x2x64xf32>
    %819 = stablehlo.transpose %818, dims = [1, 0, 2] : (tensor<32x2x64xf32>) -> tensor<2x32x64xf32>
    %820 = stablehlo.multiply %819, %471 : tensor<2x32x64xf32>
    %821 = stablehlo.dot_general %820, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %822 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %823 = stablehlo.broadcast_in_dim %822, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %824 = stablehlo.add %821, %823 : tensor<2x32x64xf32>
    %825 = stablehlo.add %824, %439 : tensor<2x32x64xf32>
    %826 = chlo.square %825 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %827 = stablehlo.reduce(%826 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %828 = stablehlo.broadcast_in_dim %827, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_74 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %830 = stablehlo.divide %828, %829 : tensor<2x32x1xf32>
    %cst_75 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %832 = stablehlo.add %830, %831 : tensor<2x32x1xf32>
    %833 = stablehlo.rsqrt %832 : tensor<2x32x1xf32>
    %834 = stablehlo.broadcast_in_dim %833, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %835 = stablehlo.multiply %825, %834 : tensor<2x32x64xf32>
    %836 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %838 = stablehlo.add %836, %837 : tensor<1x1x64xf32>
    %839 = stablehlo.broadcast_in_dim %838, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %840 = stablehlo.multiply %835, %839 : tensor<2x32x64xf32>
    %841 = stablehlo.dot_general %arg23, %840, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xf32>, tensor<2x32x64xf32>) -> tensor<2x128x2x32xf32>
    %842 = stablehlo.transpose %841, dims = [0, 2, 3, 1] : (tensor<2x128x2x32xf32>) -> tensor<2x2x32x128xf32>
    %843 = stablehlo.broadcast_in_dim %arg22, dims = [0, 1, 2, 3] : (tensor<2x1x1x128xf32>) -> tensor<2x2x32x128xf32>
    %844 = stablehlo.add %842, %843 : tensor<2x2x32x128xf32>
    %845 = stablehlo.slice %844 [0:1, 0:2, 0:32, 0:128] : (tensor<2x2x32x128xf32>) -> tensor<1x2x32x128xf32>
    %846 = stablehlo.reshape %845 : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %847 = stablehlo.multiply %846, %846 : tensor<2x32x128xf32>
    %848 = stablehlo.multiply %847, %846 : tensor<2x32x128xf32>
    %cst_77 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %850 = stablehlo.multiply %849, %848 : tensor<2x32x128xf32>
    %851 = stablehlo.add %846, %850 : tensor<2x32x128xf32>
    %cst_78 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %853 = stablehlo.multiply %852, %851 : tensor<2x32x128xf32>
    %854 = stablehlo.tanh %853 : tensor<2x32x128xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %856 = stablehlo.add %855, %854 : tensor<2x32x128xf32>
    %cst_80 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %858 = stablehlo.multiply %857, %856 : tensor<2x32x128xf32>
    %859 = stablehlo.multiply %846, %858 : tensor<2x32x128xf32>
    %860 = stablehlo.slice %844 [1:2, 0:2, 0:32, 0:128] : (tensor<2x2x32x128xf32>) -> tensor<1x2x32x128xf32>
    %861 = stablehlo.reshape %860 : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %862 = stablehlo.multiply %859, %861 : tensor<2x32x128xf32>
    %863 = stablehlo.dot_general %862, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %864 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %865 = stablehlo.broadcast_in_dim %864, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %866 = stablehlo.add %863, %865 : tensor<2x32x64xf32>
    %867 = stablehlo.add %866, %825 : tensor<2x32x64xf32>
    %868 = chlo.square %867 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %869 = stablehlo.reduce(%868 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %870 = stablehlo.broadcast_in_dim %869, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_82 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %872 = stablehlo.divide %870, %871 : tensor<2x32x1xf32>
    %cst_83 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %874 = stablehlo.add %872, %873 : tensor<2x32x1xf32>
    %875 = stablehlo.rsqrt %874 : tensor<2x32x1xf32>
    %876 = stablehlo.broadcast_in_dim %875, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %877 = stablehlo.multiply %867, %876 : tensor<2x32x64xf32>
    %878 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %880 = stablehlo.add %878, %879 : tensor<1x1x64xf32>
    %881 = stablehlo.broadcast_in_dim %880, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %882 = stablehlo.multiply %877, %881 : tensor<2x32x64xf32>
    %883 = stablehlo.dot_general %882, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %884 = stablehlo.dot_general %882, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x16xf32>) -> tensor<2x32x16xf32>
    %885 = stablehlo.dot_general %882, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x16xf32>) -> tensor<2x32x16xf32>
    %886 = stablehlo.reshape %883 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %887 = stablehlo.reshape %884 : (tensor<2x32x16xf32>) -> tensor<2x32x1x16xf32>
    %888 = stablehlo.reshape %885 : (tensor<2x32x16xf32>) -> tensor<2x32x1x16xf32>
    %889 = stablehlo.slice %886 [0:2, 0:32, 0:4, 0:8] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %890 = stablehlo.slice %886 [0:2, 0:32, 0:4, 8:16] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %891 = stablehlo.broadcast_in_dim %arg52, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1x1xi32>
    %892 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_85 = stablehlo.constant dense<2> : tensor<i32>
    %893 = stablehlo.broadcast_in_dim %c_85, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %894 = stablehlo.multiply %893, %892 : tensor<4xi32>
    %895 = stablehlo.convert %894 : (tensor<4xi32>) -> tensor<4xf32>
    %cst_86 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %897 = stablehlo.divide %895, %896 : tensor<4xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %899 = stablehlo.power %898, %897 : tensor<4xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %901 = stablehlo.divide %900, %899 : tensor<4xf32>
    %902 = stablehlo.convert %891 : (tensor<2x32x1x1xi32>) -> tensor<2x32x1x1xf32>
    %903 = stablehlo.broadcast_in_dim %901, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %904 = stablehlo.broadcast_in_dim %902, dims = [0, 1, 2, 3] : (tensor<2x32x1x1xf32>) -> tensor<2x32x1x4xf32>
    %905 = stablehlo.broadcast_in_dim %903, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x32x1x4xf32>
    %906 = stablehlo.multiply %904, %905 : tensor<2x32x1x4xf32>
    %907 = stablehlo.sine %906 : tensor<2x32x1x4xf32>
    %908 = stablehlo.cosine %906 : tensor<2x32x1x4xf32>
    %909 = stablehlo.slice %889 [0:2, 0:32, 0:4, 0:4] : (tensor<2x32x4x8xf32>) -> tensor<2x32x4x4xf32>
    %910 = stablehlo.slice %889 [0:2, 0:32, 0:4, 4:8] : (tensor<2x32x4x8xf32>) -> tensor<2x32x4x4xf32>
    %911 = stablehlo.broadcast_in_dim %908, dims = [0, 1, 2, 3] : (tensor<2x32x1x4xf32>) -> tensor<2x32x4x4xf32>
    %912 = stablehlo.multiply %909, %911 : tensor<2x32x4x4xf32>
    %913 = stablehlo.broadcast_in_dim %907, dims = [0, 1, 2, 3] : (tensor<2x32x1x4xf32>) -> tensor<2x32x4x4xf32>
    %914 = stablehlo.multiply %910, %913 : tensor<2x32x4x4xf32>
    %915 = stablehlo.subtract %912, %914 : tensor<2x32x4x4xf32>
    %916 = stablehlo.broadcast_in_dim %908, dims = [0, 1, 2, 3] : (tensor<2x32x1x4xf32>) -> tensor<2x32x4x4xf32>
    %917 = stablehlo.multiply %910, %916 : tensor<2x32x4x4xf32>
    %918 = stablehlo.broadcast_in_dim %907, dims = [0, 1, 2, 3] : (tensor<2x32x1x4xf32>) -> tensor<2x32x4x4xf32>
    %919 = stablehlo.multiply %909, %918 : tensor<2x32x4x4xf32>
    %920 = stablehlo.add %917, %919 : tensor<2x32x4x4xf32>
    %921 = stablehlo.concatenate %915, %920, %890, dim = 3 : (tensor<2x32x4x4xf32>, tensor<2x32x4x4xf32>, tensor<2x32x4x8xf32>) -> tensor<2x32x4x16xf32>
    %922 = stablehlo.slice %887 [0:2, 0:32, 0:1, 0:8] : (tensor<2x32x1x16xf32>) -> tensor<2x32x1x8xf32>
    %923 = stablehlo.slice %887 [0:2, 0:32, 0:1, 8:16] : (tensor<2x32x1x16xf32>) -> tensor<2x32x1x8xf32>
    %924 = stablehlo.broadcast_in_dim %arg52, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1x1xi32>
    %925 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_89 = stablehlo.constant dense<2> : tensor<i32>
    %926 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %927 = stablehlo.multiply %926, %925 : tensor<4xi32>
    %928 = stablehlo.convert %927 : (tensor<4xi32>) -> tensor<4xf32>
    %cst_90 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %930 = stablehlo.divide %928, %929 : tensor<4xf32>
    %cst_91 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %932 = stablehlo.power %931, %930 : tensor<4xf32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %934 = stablehlo.divide %933, %932 : tensor<4xf32>
    %935 = stablehlo.convert %924 : (tensor<2x32x1x1xi32>) -> tensor<2x32x1x1xf32>
    %936 = stablehlo.broadcast_in_dim %934, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %937 = stablehlo.broadcast_in_dim %935, dims = [0, 1, 2, 3] : (tensor<2x32x1x1xf32>) -> tensor<2x32x1x4xf32>
    %938 = stablehlo.broadcast_in_dim %936, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x32x1x4xf32>
    %939 = stablehlo.multiply %937, %938 : tensor<2x32x1x4xf32>
    %940 = stablehlo.sine %939 : tensor<2x32x1x4xf32>
    %941 = stablehlo.cosine %939 : tensor<2x32x1x4xf32>
    %942 = stablehlo.slice %922 [0:2, 0:32, 0:1, 0:4] : (tensor<2x32x1x8xf32>) -> tensor<2x32x1x4xf32>
    %943 = stablehlo.slice %922 [0:2, 0:32, 0:1, 4:8] : (tensor<2x32x1x8xf32>) -> tensor<2x32x1x4xf32>
    %944 = stablehlo.multiply %942, %941 : tensor<2x32x1x4xf32>
    %945 = stablehlo.multiply %943, %940 : tensor<2x32x1x4xf32>
    %946 = stablehlo.subtract %944, %945 : tensor<2x32x1x4xf32>
    %947 = stablehlo.multiply %943, %941 : tensor<2x32x1x4xf32>
    %948 = stablehlo.multiply %942, %940 : tensor<2x32x1x4xf32>
    %949 = stablehlo.add %947, %948 : tensor<2x32x1x4xf32>
    %950 = stablehlo.concatenate %946, %949, %923, dim = 3 : (tensor<2x32x1x4xf32>, tensor<2x32x1x4xf32>, tensor<2x32x1x8xf32>) -> tensor<2x32x1x16xf32>
    %c_93 = stablehlo.constant dense<0> : tensor<i32>
    %951 = stablehlo.broadcast_in_dim %c_93, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %952 = stablehlo.compare EQ, %arg52, %951, SIGNED : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %953 = call @cumsum(%952) : (tensor<2x32xi1>) -> tensor<2x32xi32>
    %954 = stablehlo.iota dim = 0 : tensor<32xi32>
    %955 = stablehlo.broadcast_in_dim %954, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %956 = stablehlo.broadcast_in_dim %955, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x2x32xi32>
    %957 = stablehlo.reshape %956 : (tensor<1x2x32xi32>) -> tensor<2x32xi32>
    %958 = stablehlo.broadcast_in_dim %953, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
    %959 = stablehlo.broadcast_in_dim %953, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %960 = stablehlo.broadcast_in_dim %958, dims = [0, 1, 2] : (tensor<2x32x1xi32>) -> tensor<2x32x32xi32>
    %961 = stablehlo.broadcast_in_dim %959, dims = [0, 1, 2] : (tensor<2x1x32xi32>) -> tensor<2x32x32xi32>
    %962 = stablehlo.compare EQ, %960, %961, SIGNED : (tensor<2x32x32xi32>, tensor<2x32x32xi32>) -> tensor<2x32x32xi1>
    %963 = stablehlo.broadcast_in_dim %957, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
    %964 = stablehlo.broadcast_in_dim %957, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %965 = stablehlo.broadcast_in_dim %963, dims = [0, 1, 2] : (tensor<2x32x1xi32>) -> tensor<2x32x32xi32>
    %966 = stablehlo.broadcast_in_dim %964, dims = [0, 1, 2] : (tensor<2x1x32xi32>) -> tensor<2x32x32xi32>
    %967 = stablehlo.compare GE, %965, %966, SIGNED : (tensor<2x32x32xi32>, tensor<2x32x32xi32>) -> tensor<2x32x32xi1>
    %968 = stablehlo.broadcast_in_dim %957, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
    %969 = stablehlo.broadcast_in_dim %957, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %c_94 = stablehlo.constant dense<16> : tensor<i32>
    %970 = stablehlo.broadcast_in_dim %c_94, dims = [] : (tensor<i32>) -> tensor<2x1x32xi32>
    %971 = stablehlo.add %969, %970 : tensor<2x1x32xi32>
    %972 = stablehlo.broadcast_in_dim %968, dims = [0, 1, 2] : (tensor<2x32x1xi32>) -> tensor<2x32x32xi32>
    %973 = stablehlo.broadcast_in_dim %971, dims = [0, 1, 2] : (tensor<2x1x32xi32>) -> tensor<2x32x32xi32>
    %974 = stablehlo.compare LE, %972, %973, SIGNED : (tensor<2x32x32xi32>, tensor<2x32x32xi32>) -> tensor<2x32x32xi1>
    %975 = stablehlo.and %967, %974 : tensor<2x32x32xi1>
    %976 = stablehlo.and %962, %975 : tensor<2x32x32xi1>
    %977 = stablehlo.reshape %950 : (tensor<2x32x1x16xf32>) -> tensor<2x32x16xf32>
    %978 = stablehlo.dot_general %977, %921, batching_dims = [0] x [0], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x32x32x4xf32>
    %979 = stablehlo.transpose %978, dims = [0, 3, 2, 1] : (tensor<2x32x32x4xf32>) -> tensor<2x4x32x32xf32>
    %cst_95 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %981 = stablehlo.multiply %979, %980 : tensor<2x4x32x32xf32>
    %982 = stablehlo.broadcast_in_dim %976, dims = [0, 2, 3] : (tensor<2x32x32xi1>) -> tensor<2x1x32x32xi1>
    %cst_96 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %983 = call @_where(%982, %981, %cst_96) : (tensor<2x1x32x32xi1>, tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32x32xf32>
    %cst_97 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %984 = stablehlo.reduce(%983 init: %cst_97) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %cst_98 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %986 = stablehlo.maximum %985, %984 : tensor<2x4x32xf32>
    %987 = stablehlo.broadcast_in_dim %986, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %988 = stablehlo.broadcast_in_dim %987, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %989 = stablehlo.subtract %983, %988 : tensor<2x4x32x32xf32>
    %990 = stablehlo.exponential %989 : tensor<2x4x32x32xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %991 = stablehlo.reduce(%990 init: %cst_99) applies stablehlo.add across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %992 = stablehlo.broadcast_in_dim %991, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %993 = stablehlo.broadcast_in_dim %992, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %994 = stablehlo.divide %990, %993 : tensor<2x4x32x32xf32>
    %995 = stablehlo.reshape %888 : (tensor<2x32x1x16xf32>) -> tensor<2x32x16xf32>
    %996 = stablehlo.dot_general %995, %994, batching_dims = [0] x [0], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x16xf32>, tensor<2x4x32x32xf32>) -> tensor<2x16x4x32xf32>
    %997 = stablehlo.transpose %996, dims = [0, 3, 2, 1] : (tensor<2x16x4x32xf32>) -> tensor<2x32x4x16xf32>
    %998 = stablehlo.reshape %997 : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %999 = stablehlo.dot_general %998, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %1000 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1001 = stablehlo.broadcast_in_dim %1000, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %1002 = stablehlo.add %999, %1001 : tensor<2x32x64xf32>
    %1003 = stablehlo.add %1002, %867 : tensor<2x32x64xf32>
    %1004 = chlo.square %1003 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1005 = stablehlo.reduce(%1004 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %1006 = stablehlo.broadcast_in_dim %1005, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_101 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1007 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %1008 = stablehlo.divide %1006, %1007 : tensor<2x32x1xf32>
    %cst_102 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %1010 = stablehlo.add %1008, %1009 : tensor<2x32x1xf32>
    %1011 = stablehlo.rsqrt %1010 : tensor<2x32x1xf32>
    %1012 = stablehlo.broadcast_in_dim %1011, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %1013 = stablehlo.multiply %1003, %1012 : tensor<2x32x64xf32>
    %1014 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %1016 = stablehlo.add %1014, %1015 : tensor<1x1x64xf32>
    %1017 = stablehlo.broadcast_in_dim %1016, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %1018 = stablehlo.multiply %1013, %1017 : tensor<2x32x64xf32>
    %1019 = stablehlo.dot_general %arg47, %1018, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x64x128xf32>, tensor<2x32x64xf32>) -> tensor<2x128x2x32xf32>
    %1020 = stablehlo.transpose %1019, dims = [0, 2, 3, 1] : (tensor<2x128x2x32xf32>) -> tensor<2x2x32x128xf32>
    %1021 = stablehlo.broadcast_in_dim %arg46, dims = [0, 1, 2, 3] : (tensor<2x1x1x128xf32>) -> tensor<2x2x32x128xf32>
    %1022 = stablehlo.add %1020, %1021 : tensor<2x2x32x128xf32>
    %1023 = stablehlo.slice %1022 [0:1, 0:2, 0:32, 0:128] : (tensor<2x2x32x128xf32>) -> tensor<1x2x32x128xf32>
    %1024 = stablehlo.reshape %1023 : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %1025 = stablehlo.multiply %1024, %1024 : tensor<2x32x128xf32>
    %1026 = stablehlo.multiply %1025, %1024 : tensor<2x32x128xf32>
    %cst_104 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %1028 = stablehlo.multiply %1027, %1026 : tensor<2x32x128xf32>
    %1029 = stablehlo.add %1024, %1028 : tensor<2x32x128xf32>
    %cst_105 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %1031 = stablehlo.multiply %1030, %1029 : tensor<2x32x128xf32>
    %1032 = stablehlo.tanh %1031 : tensor<2x32x128xf32>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %1034 = stablehlo.add %1033, %1032 : tensor<2x32x128xf32>
    %cst_107 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %1036 = stablehlo.multiply %1035, %1034 : tensor<2x32x128xf32>
    %1037 = stablehlo.multiply %1024, %1036 : tensor<2x32x128xf32>
    %1038 = stablehlo.slice %1022 [1:2, 0:2, 0:32, 0:128] : (tensor<2x2x32x128xf32>) -> tensor<1x2x32x128xf32>
    %1039 = stablehlo.reshape %1038 : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %1040 = stablehlo.multiply %1037, %1039 : tensor<2x32x128xf32>
    %1041 = stablehlo.dot_general %1040, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %1042 = stablehlo.reshape %arg44 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1043 = stablehlo.broadcast_in_dim %1042, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %1044 = stablehlo.add %1041, %1043 : tensor<2x32x64xf32>
    %1045 = stablehlo.add %1044, %1003 : tensor<2x32x64xf32>
    %1046 = chlo.square %1045 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1047 = stablehlo.reduce(%1046 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %1048 = stablehlo.broadcast_in_dim %1047, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_109 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1049 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %1050 = stablehlo.divide %1048, %1049 : tensor<2x32x1xf32>
    %cst_110 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %1052 = stablehlo.add %1050, %1051 : tensor<2x32x1xf32>
    %1053 = stablehlo.rsqrt %1052 : tensor<2x32x1xf32>
    %1054 = stablehlo.broadcast_in_dim %1053, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %1055 = stablehlo.multiply %1045, %1054 : tensor<2x32x64xf32>
    %1056 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %1058 = stablehlo.add %1056, %1057 : tensor<1x1x64xf32>
    %1059 = stablehlo.broadcast_in_dim %1058, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %1060 = stablehlo.multiply %1055, %1059 : tensor<2x32x64xf32>
    %1061 = stablehlo.transpose %arg49, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %1062 = stablehlo.dot_general %1060, %1061, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x512xf32>) -> tensor<2x32x512xf32>
    %cst_112 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x32x512xf32>
    %1064 = stablehlo.divide %1062, %1063 : tensor<2x32x512xf32>
    %1065 = stablehlo.tanh %1064 : tensor<2x32x512xf32>
    %cst_113 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x32x512xf32>
    %1067 = stablehlo.multiply %1065, %1066 : tensor<2x32x512xf32>
    return %1067 : tensor<2x32x512xf32>
  }
  func.func private @softplus(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<64xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<64xf32>
    %7 = stablehlo.abs %3 : tensor<64xf32>
    %8 = stablehlo.negate %7 : tensor<64xf32>
    %9 = stablehlo.exponential %8 : tensor<64xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<64xf32>
    %11 = stablehlo.add %1, %10 : tensor<64xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<64xi1>, tensor<64xf32>
    return %12 : tensor<64xf32>
  }
  func.func private @closed_call(%arg0: tensor<2x64xf32>, %arg1: tensor<2x64xf32>, %arg2: tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>) {
    %0 = stablehlo.multiply %arg2, %arg0 : tensor<2x64xf32>
    %1 = stablehlo.add %0, %arg1 : tensor<2x64xf32>
    return %1, %1 : tensor<2x64xf32>, tensor<2x64xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<2x64xf32>, %arg1: tensor<2x64xf32>, %arg2: tensor<2x64xf32>) -> (tensor<2x64xf32>, tensor<2x64xf32>) {
    %0 = stablehlo.multiply %arg2, %arg0 : tensor<2x64xf32>
    %1 = stablehlo.add %0, %arg1 : tensor<2x64xf32>
    return %1, %1 : tensor<2x64xf32>, tensor<2x64xf32>
  }
  func.func private @cumsum(%arg0: tensor<2x32xi1>) -> tensor<2x32xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x32xi1>) -> tensor<2x32xi32>
    %1 = call @cumsum_1(%0) : (tensor<2x32xi32>) -> tensor<2x32xi32>
    return %1 : tensor<2x32xi32>
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
  func.func private @_where(%arg0: tensor<2x1x32x32xi1>, %arg1: tensor<2x4x32x32xf32>, %arg2: tensor<f32>) -> tensor<2x4x32x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x1x32x32xi1>) -> tensor<2x4x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x32x32xi1>, tensor<2x4x32x32xf32>
    return %3 : tensor<2x4x32x32xf32>
  }
}
