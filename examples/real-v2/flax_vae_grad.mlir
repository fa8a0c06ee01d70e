module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<784x256xf32>, %arg2: tensor<16xf32>, %arg3: tensor<256x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<256x16xf32>, %arg6: tensor<784xf32>, %arg7: tensor<256x784xf32>, %arg8: tensor<256xf32>, %arg9: tensor<16x256xf32>, %arg10: tensor<16x784xf32>, %arg11: tensor<16x16xf32>) -> (tensor<256xf32> {jax.result_info = "result['params']['Dense_0']['bias']"}, tensor<784x256xf32> {jax.result_info = "result['params']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['Dense_1']['bias']"}, tensor<256x16xf32> {jax.result_info = "result['params']['Dense_1']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['Dense_2']['bias']"}, tensor<256x16xf32> {jax.result_info = "result['params']['Dense_2']['kernel']"}, tensor<784xf32> {jax.result_info = "result['params']['Dense_3']['bias']"}, tensor<256x784xf32> {jax.result_info = "result['params']['Dense_3']['kernel']"}, tensor<256xf32> {jax.result_info = "result['params']['Dense_4']['bias']"}, tensor<16x256xf32> {jax.result_info = "result['params']['Dense_4']['kernel']"}) {
    %0 = stablehlo.dot_general %arg10, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x784xf32>, tensor<784x256xf32>) -> tensor<16x256xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<256xf32>) -> tensor<1x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<16x256xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x256xf32>
    %4 = call @relu(%3) : (tensor<16x256xf32>) -> tensor<16x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xi1>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x16xf32>) -> tensor<16x16xf32>
    %8 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %10 = stablehlo.add %7, %9 : tensor<16x16xf32>
    %11 = stablehlo.dot_general %4, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x16xf32>) -> tensor<16x16xf32>
    %12 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %14 = stablehlo.add %11, %13 : tensor<16x16xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<16x16xf32>
    %17 = stablehlo.exponential %16 : tensor<16x16xf32>
    %18 = stablehlo.multiply %17, %arg11 : tensor<16x16xf32>
    %19 = stablehlo.add %10, %18 : tensor<16x16xf32>
    %20 = stablehlo.dot_general %19, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
    %21 = stablehlo.reshape %arg8 : (tensor<256xf32>) -> tensor<1x256xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<16x256xf32>
    %23 = stablehlo.add %20, %22 : tensor<16x256xf32>
    %24 = call @relu(%23) : (tensor<16x256xf32>) -> tensor<16x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %26 = stablehlo.compare GT, %23, %25, FLOAT : (tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xi1>
    %27 = stablehlo.dot_general %24, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x784xf32>) -> tensor<16x784xf32>
    %28 = stablehlo.reshape %arg6 : (tensor<784xf32>) -> tensor<1x784xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x784xf32>) -> tensor<16x784xf32>
    %30 = stablehlo.add %27, %29 : tensor<16x784xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x784xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<16x784xf32>
    %33 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x784xf32>
    %34 = stablehlo.subtract %33, %30 : tensor<16x784xf32>
    %35 = stablehlo.compare NE, %34, %34, FLOAT : (tensor<16x784xf32>, tensor<16x784xf32>) -> tensor<16x784xi1>
    %36 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x784xf32>
    %37 = stablehlo.add %36, %30 : tensor<16x784xf32>
    %38 = stablehlo.abs %34 : tensor<16x784xf32>
    %39 = stablehlo.negate %38 : tensor<16x784xf32>
    %40 = stablehlo.exponential %39 : tensor<16x784xf32>
    %41 = stablehlo.log_plus_one %40 : tensor<16x784xf32>
    %42 = stablehlo.add %32, %41 : tensor<16x784xf32>
    %43 = stablehlo.select %35, %37, %42 : tensor<16x784xi1>, tensor<16x784xf32>
    %cst_3 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x784xf32>
    %45 = stablehlo.compare EQ, %30, %44, FLOAT : (tensor<16x784xf32>, tensor<16x784xf32>) -> tensor<16x784xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x784xf32>
    %47 = stablehlo.select %45, %46, %30 : tensor<16x784xi1>, tensor<16x784xf32>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x784xf32>
    %49 = stablehlo.compare EQ, %43, %48, FLOAT : (tensor<16x784xf32>, tensor<16x784xf32>) -> tensor<16x784xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x784xf32>
    %51 = stablehlo.select %49, %50, %43 : tensor<16x784xi1>, tensor<16x784xf32>
    %52 = stablehlo.subtract %47, %51 : tensor<16x784xf32>
    %53 = stablehlo.exponential %52 : tensor<16x784xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %55 = stablehlo.multiply %54, %10 : tensor<16x16xf32>
    %56 = stablehlo.exponential %14 : tensor<16x16xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %57 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_10 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<16xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<16xf32>) -> tensor<16x16xf32>
    %62 = stablehlo.negate %61 : tensor<16x16xf32>
    %63 = stablehlo.multiply %62, %56 : tensor<16x16xf32>
    %64 = stablehlo.negate %61 : tensor<16x16xf32>
    %65 = stablehlo.add %63, %61 : tensor<16x16xf32>
    %66 = stablehlo.multiply %64, %55 : tensor<16x16xf32>
    %67 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<16xf32>) -> tensor<16x784xf32>
    %68 = stablehlo.negate %67 : tensor<16x784xf32>
    %69 = stablehlo.multiply %arg10, %68 : tensor<16x784xf32>
    %70 = stablehlo.multiply %67, %53 : tensor<16x784xf32>
    %71 = stablehlo.add %69, %70 : tensor<16x784xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<16x784xf32>, tensor<f32>) -> tensor<784xf32>
    %73 = stablehlo.reshape %72 : (tensor<784xf32>) -> tensor<1x784xf32>
    %74 = stablehlo.reshape %73 : (tensor<1x784xf32>) -> tensor<784xf32>
    %75 = stablehlo.dot_general %71, %24, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x784xf32>, tensor<16x256xf32>) -> tensor<784x256xf32>
    %76 = stablehlo.transpose %75, dims = [1, 0] : (tensor<784x256xf32>) -> tensor<256x784xf32>
    %77 = stablehlo.dot_general %71, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x784xf32>, tensor<256x784xf32>) -> tensor<16x256xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %79 = stablehlo.select %26, %77, %78 : tensor<16x256xi1>, tensor<16x256xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %81 = stablehlo.reshape %80 : (tensor<256xf32>) -> tensor<1x256xf32>
    %82 = stablehlo.reshape %81 : (tensor<1x256xf32>) -> tensor<256xf32>
    %83 = stablehlo.dot_general %79, %19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<16x16xf32>) -> tensor<256x16xf32>
    %84 = stablehlo.transpose %83, dims = [1, 0] : (tensor<256x16xf32>) -> tensor<16x256xf32>
    %85 = stablehlo.dot_general %79, %arg9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x16xf32>
    %86 = stablehlo.add %66, %85 : tensor<16x16xf32>
    %87 = stablehlo.multiply %85, %arg11 : tensor<16x16xf32>
    %88 = stablehlo.multiply %87, %17 : tensor<16x16xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<16x16xf32>
    %91 = stablehlo.add %65, %90 : tensor<16x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %93 = stablehlo.reshape %92 : (tensor<16xf32>) -> tensor<1x16xf32>
    %94 = stablehlo.reshape %93 : (tensor<1x16xf32>) -> tensor<16xf32>
    %95 = stablehlo.dot_general %91, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
    %96 = stablehlo.transpose %95, dims = [1, 0] : (tensor<16x256xf32>) -> tensor<256x16xf32>
    %97 = stablehlo.dot_general %91, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<256x16xf32>) -> tensor<16x256xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%86 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %99 = stablehlo.reshape %98 : (tensor<16xf32>) -> tensor<1x16xf32>
    %100 = stablehlo.reshape %99 : (tensor<1x16xf32>) -> tensor<16xf32>
    %101 = stablehlo.dot_general %86, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
    %102 = stablehlo.transpose %101, dims = [1, 0] : (tensor<16x256xf32>) -> tensor<256x16xf32>
    %103 = stablehlo.dot_general %86, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<256x16xf32>) -> tensor<16x256xf32>
    %104 = stablehlo.add %97, %103 : tensor<16x256xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %106 = stablehlo.select %6, %104, %105 : tensor<16x256xi1>, tensor<16x256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<16x256xf32>, tensor<f32>) -> tensor<256xf32>
    %108 = stablehlo.reshape %107 : (tensor<256xf32>) -> tensor<1x256xf32>
    %109 = stablehlo.reshape %108 : (tensor<1x256xf32>) -> tensor<256xf32>
    %110 = stablehlo.dot_general %106, %arg10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<16x784xf32>) -> tensor<256x784xf32>
    %111 = stablehlo.transpose %110, dims = [1, 0] : (tensor<256x784xf32>) -> tensor<784x256xf32>
    return %109, %111, %100, %102, %94, %96, %74, %76, %82, %84 : tensor<256xf32>, tensor<784x256xf32>, tensor<16xf32>, tensor<256x16xf32>, tensor<16xf32>, tensor<256x16xf32>, tensor<784xf32>, tensor<256x784xf32>, tensor<256xf32>, tensor<16x256xf32>
  }
  func.func private @relu(%arg0: tensor<16x256xf32>) -> tensor<16x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x256xf32>
    return %1 : tensor<16x256xf32>
  }
}
