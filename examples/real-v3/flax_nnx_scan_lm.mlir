module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4x16xf32>, %arg1: tensor<4x64x4x16xf32>, %arg2: tensor<4x64xf32>, %arg3: tensor<4x4x16x64xf32>, %arg4: tensor<4x4x16xf32>, %arg5: tensor<4x64x4x16xf32>, %arg6: tensor<4x4x16xf32>, %arg7: tensor<4x64x4x16xf32>, %arg8: tensor<4x64xf32>, %arg9: tensor<4x256x64xf32>, %arg10: tensor<4x64xf32>, %arg11: tensor<4x64xf32>, %arg12: tensor<4x64xf32>, %arg13: tensor<4x64xf32>, %arg14: tensor<4x256xf32>, %arg15: tensor<4x64x256xf32>, %arg16: tensor<512x64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<2x32xi32>) -> (tensor<2x32x512xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg16, %arg19) : (tensor<512x64xf32>, tensor<2x32xi32>) -> tensor<2x32x64xf32>
    %1 = stablehlo.iota dim = 0 : tensor<32xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xi32>) -> tensor<2x32xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x32x1xi32>) -> tensor<2x32x32xi32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<2x1x32xi32>) -> tensor<2x32x32xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x32x32xi32>, tensor<2x32x32xi32>) -> tensor<2x32x32xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2, 3] : (tensor<2x32x32xi1>) -> tensor<2x1x32x32xi1>
    %9 = stablehlo.convert %8 : (tensor<2x1x32x32xi1>) -> tensor<2x1x32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10:19 = stablehlo.while(%iterArg = %arg0, %iterArg_5 = %arg1, %iterArg_6 = %arg2, %iterArg_7 = %arg3, %iterArg_8 = %arg4, %iterArg_9 = %arg5, %iterArg_10 = %arg6, %iterArg_11 = %arg7, %iterArg_12 = %arg8, %iterArg_13 = %arg9, %iterArg_14 = %arg10, %iterArg_15 = %arg11, %iterArg_16 = %arg12, %iterArg_17 = %arg13, %iterArg_18 = %arg14, %iterArg_19 = %arg15, %iterArg_20 = %9, %iterArg_21 = %c, %iterArg_22 = %0) : tensor<4x4x16xf32>, tensor<4x64x4x16xf32>, tensor<4x64xf32>, tensor<4x4x16x64xf32>, tensor<4x4x16xf32>, tensor<4x64x4x16xf32>, tensor<4x4x16xf32>, tensor<4x64x4x16xf32>, tensor<4x64xf32>, tensor<4x256x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>, tensor<4x256xf32>, tensor<4x64x256xf32>, tensor<2x1x32x32xf32>, tensor<i32>, tensor<2x32x64xf32>
    cond {
      %c_23 = stablehlo.constant dense<4> : tensor<i32>
      %39 = stablehlo.compare LT, %iterArg_21, %c_23, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %39 : tensor<i1>
    } do {
      %39 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_21) : (tensor<4x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %40 = func.call @dynamic_index_in_dim_0(%iterArg_5, %iterArg_21) : (tensor<4x64x4x16xf32>, tensor<i32>) -> tensor<64x4x16xf32>
      %41 = func.call @dynamic_index_in_dim_1(%iterArg_6, %iterArg_21) : (tensor<4x64xf32>, tensor<i32>) -> tensor<64xf32>
      %42 = func.call @dynamic_index_in_dim_2(%iterArg_7, %iterArg_21) : (tensor<4x4x16x64xf32>, tensor<i32>) -> tensor<4x16x64xf32>
      %43 = func.call @dynamic_index_in_dim(%iterArg_8, %iterArg_21) : (tensor<4x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %44 = func.call @dynamic_index_in_dim_0(%iterArg_9, %iterArg_21) : (tensor<4x64x4x16xf32>, tensor<i32>) -> tensor<64x4x16xf32>
      %45 = func.call @dynamic_index_in_dim(%iterArg_10, %iterArg_21) : (tensor<4x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %46 = func.call @dynamic_index_in_dim_0(%iterArg_11, %iterArg_21) : (tensor<4x64x4x16xf32>, tensor<i32>) -> tensor<64x4x16xf32>
      %47 = func.call @dynamic_index_in_dim_1(%iterArg_12, %iterArg_21) : (tensor<4x64xf32>, tensor<i32>) -> tensor<64xf32>
      %48 = func.call @dynamic_index_in_dim_3(%iterArg_13, %iterArg_21) : (tensor<4x256x64xf32>, tensor<i32>) -> tensor<256x64xf32>
      %49 = func.call @dynamic_index_in_dim_1(%iterArg_14, %iterArg_21) : (tensor<4x64xf32>, tensor<i32>) -> tensor<64xf32>
      %50 = func.call @dynamic_index_in_dim_1(%iterArg_15, %iterArg_21) : (tensor<4x64xf32>, tensor<i32>) -> tensor<64xf32>
      %51 = func.call @dynamic_index_in_dim_1(%iterArg_16, %iterArg_21) : (tensor<4x64xf32>, tensor<i32>) -> tensor<64xf32>
      %52 = func.call @dynamic_index_in_dim_1(%iterArg_17, %iterArg_21) : (tensor<4x64xf32>, tensor<i32>) -> tensor<64xf32>
      %53 = func.call @dynamic_index_in_dim_4(%iterArg_18, %iterArg_21) : (tensor<4x256xf32>, tensor<i32>) -> tensor<256xf32>
      %54 = func.call @dynamic_index_in_dim_5(%iterArg_19, %iterArg_21) : (tensor<4x64x256xf32>, tensor<i32>) -> tensor<64x256xf32>
      %55 = func.call @closed_call(%iterArg_20, %iterArg_22, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54) : (tensor<2x1x32x32xf32>, tensor<2x32x64xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<4x16x64xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<64x256xf32>) -> tensor<2x32x64xf32>
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.add %iterArg_21, %c_23 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %56, %55 : tensor<4x4x16xf32>, tensor<4x64x4x16xf32>, tensor<4x64xf32>, tensor<4x4x16x64xf32>, tensor<4x4x16xf32>, tensor<4x64x4x16xf32>, tensor<4x4x16xf32>, tensor<4x64x4x16xf32>, tensor<4x64xf32>, tensor<4x256x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>, tensor<4x256xf32>, tensor<4x64x256xf32>, tensor<2x1x32x32xf32>, tensor<i32>, tensor<2x32x64xf32>
    }
    %11 = chlo.square %10#18 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%10#18 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %14 = stablehlo.divide %12, %13 : tensor<2x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %17 = stablehlo.divide %15, %16 : tensor<2x32xf32>
    %18 = chlo.square %14 : tensor<2x32xf32> -> tensor<2x32xf32>
    %19 = stablehlo.subtract %17, %18 : tensor<2x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<2x32xf32>
    %22 = stablehlo.reshape %14 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %23 = stablehlo.reshape %21 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %25 = stablehlo.subtract %10#18, %24 : tensor<2x32x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %27 = stablehlo.add %23, %26 : tensor<2x32x1xf32>
    %28 = stablehlo.rsqrt %27 : tensor<2x32x1xf32>
    %29 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<2x32x64xf32>
    %33 = stablehlo.multiply %25, %32 : tensor<2x32x64xf32>
    %34 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %36 = stablehlo.add %33, %35 : tensor<2x32x64xf32>
    %37 = stablehlo.transpose %arg16, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %38 = stablehlo.dot_general %36, %37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x512xf32>) -> tensor<2x32x512xf32>
    return %38 : tensor<2x32x512xf32>
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
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x4x16xf32>, %arg1: tensor<i32>) -> tensor<4x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4, 16] : (tensor<4x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x16xf32>) -> tensor<4x16xf32>
    return %1 : tensor<4x16xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4x64x4x16xf32>, %arg1: tensor<i32>) -> tensor<64x4x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 64, 4, 16] : (tensor<4x64x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x4x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x4x16xf32>) -> tensor<64x4x16xf32>
    return %1 : tensor<64x4x16xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<4x64xf32>, %arg1: tensor<i32>) -> tensor<64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 64] : (tensor<4x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<4x4x16x64xf32>, %arg1: tensor<i32>) -> tensor<4x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4, 16, 64] : (tensor<4x4x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x16x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x16x64xf32>) -> tensor<4x16x64xf32>
    return %1 : tensor<4x16x64xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<4x256x64xf32>, %arg1: tensor<i32>) -> tensor<256x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 64] : (tensor<4x256x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x64xf32>) -> tensor<256x64xf32>
    return %1 : tensor<256x64xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<4x256xf32>, %arg1: tensor<i32>) -> tensor<256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 256] : (tensor<4x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256xf32>) -> tensor<256xf32>
    return %1 : tensor<256xf32>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<4x64x256xf32>, %arg1: tensor<i32>) -> tensor<64x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 256] : (tensor<4x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x256xf32>) -> tensor<64x256xf32>
    return %1 : tensor<64x256xf32>
  }
  func.func private @closed_call(%arg0: tensor<2x1x32x32xf32>, %arg1: tensor<2x32x64xf32>, %arg2: tensor<4x16xf32>, %arg3: tensor<64x4x16xf32>, %arg4: tensor<64xf32>, %arg5: tensor<4x16x64xf32>, %arg6: tensor<4x16xf32>, %arg7: tensor<64x4x16xf32>, %arg8: tensor<4x16xf32>, %arg9: tensor<64x4x16xf32>, %arg10: tensor<64xf32>, %arg11: tensor<256x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<256xf32>, %arg17: tensor<64x256xf32>) -> tensor<2x32x64xf32> {
    %0 = chlo.square %arg1 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %6 = stablehlo.divide %4, %5 : tensor<2x32xf32>
    %7 = chlo.square %3 : tensor<2x32xf32> -> tensor<2x32xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<2x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %10 = stablehlo.maximum %9, %8 : tensor<2x32xf32>
    %11 = stablehlo.reshape %3 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %12 = stablehlo.reshape %10 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %14 = stablehlo.subtract %arg1, %13 : tensor<2x32x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x32x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<2x32x1xf32>
    %18 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<2x32x64xf32>
    %22 = stablehlo.multiply %14, %21 : tensor<2x32x64xf32>
    %23 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %25 = stablehlo.add %22, %24 : tensor<2x32x64xf32>
    %26 = stablehlo.dot_general %25, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %27 = stablehlo.reshape %arg6 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %29 = stablehlo.add %26, %28 : tensor<2x32x4x16xf32>
    %30 = stablehlo.dot_general %25, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %31 = stablehlo.reshape %arg2 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %33 = stablehlo.add %30, %32 : tensor<2x32x4x16xf32>
    %34 = stablehlo.dot_general %25, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %35 = stablehlo.reshape %arg8 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %37 = stablehlo.add %34, %36 : tensor<2x32x4x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1x32x32xf32>
    %39 = stablehlo.compare NE, %arg0, %38, FLOAT : (tensor<2x1x32x32xf32>, tensor<2x1x32x32xf32>) -> tensor<2x1x32x32xi1>
    %40 = stablehlo.convert %39 : tensor<2x1x32x32xi1>
    %41 = stablehlo.reshape %29 : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 3, 4] : (tensor<2x1x32x32xi1>) -> tensor<2x1x1x32x32xi1>
    %43 = stablehlo.dot_general %41, %33, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x1x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x1x32xf32>
    %cst_6 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4x32x1x32xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<2x4x32x1x32xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %46 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<2x4x32x32xi1>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1, 2, 3, 4] : (tensor<2x4x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %48 = stablehlo.transpose %42, dims = [2, 0, 1, 3, 4] : (tensor<2x1x1x32x32xi1>) -> tensor<1x2x1x32x32xi1>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %50 = stablehlo.and %47, %49 : tensor<1x2x4x32x32xi1>
    %cst_7 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %51 = call @_where_6(%50, %45, %cst_7) : (tensor<1x2x4x32x32xi1>, tensor<2x4x32x1x32xf32>, tensor<f32>) -> tensor<1x2x4x32x32xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_8) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x4x32x32xf32>, tensor<f32>) -> tensor<1x2x4x32xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x2x4x32xf32>
    %54 = stablehlo.maximum %53, %52 : tensor<1x2x4x32xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x2x4x32xf32>) -> tensor<1x2x4x32x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x32xf32>
    %57 = stablehlo.subtract %51, %56 : tensor<1x2x4x32x32xf32>
    %58 = stablehlo.exponential %57 : tensor<1x2x4x32x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_10) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x32x32xf32>, tensor<f32>) -> tensor<1x2x4x32xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x2x4x32xf32>) -> tensor<1x2x4x32x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x32xf32>
    %62 = stablehlo.divide %58, %61 : tensor<1x2x4x32x32xf32>
    %63 = stablehlo.dot_general %37, %62, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<1x2x4x32x32xf32>) -> tensor<2x4x16x1x32xf32>
    %64 = stablehlo.transpose %63, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x32xf32>) -> tensor<1x2x32x4x16xf32>
    %65 = stablehlo.transpose %64, dims = [1, 2, 3, 0, 4] : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x32x4x1x16xf32>) -> tensor<2x32x4x16xf32>
    %67 = stablehlo.dot_general %66, %arg5, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x32x64xf32>
    %68 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %70 = stablehlo.add %67, %69 : tensor<2x32x64xf32>
    %71 = stablehlo.add %arg1, %70 : tensor<2x32x64xf32>
    %72 = chlo.square %71 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%71 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %75 = stablehlo.divide %73, %74 : tensor<2x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%72 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %78 = stablehlo.divide %76, %77 : tensor<2x32xf32>
    %79 = chlo.square %75 : tensor<2x32xf32> -> tensor<2x32xf32>
    %80 = stablehlo.subtract %78, %79 : tensor<2x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %82 = stablehlo.maximum %81, %80 : tensor<2x32xf32>
    %83 = stablehlo.reshape %75 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %84 = stablehlo.reshape %82 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %86 = stablehlo.subtract %71, %85 : tensor<2x32x64xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %88 = stablehlo.add %84, %87 : tensor<2x32x1xf32>
    %89 = stablehlo.rsqrt %88 : tensor<2x32x1xf32>
    %90 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %91 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %92 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<2x32x64xf32>
    %94 = stablehlo.multiply %86, %93 : tensor<2x32x64xf32>
    %95 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %97 = stablehlo.add %94, %96 : tensor<2x32x64xf32>
    %98 = stablehlo.dot_general %97, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x256xf32>) -> tensor<2x32x256xf32>
    %99 = stablehlo.reshape %arg16 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x32x256xf32>
    %101 = stablehlo.add %98, %100 : tensor<2x32x256xf32>
    %102 = stablehlo.multiply %101, %101 : tensor<2x32x256xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<2x32x256xf32>
    %cst_17 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x32x256xf32>
    %105 = stablehlo.multiply %104, %103 : tensor<2x32x256xf32>
    %106 = stablehlo.add %101, %105 : tensor<2x32x256xf32>
    %cst_18 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x32x256xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<2x32x256xf32>
    %109 = stablehlo.tanh %108 : tensor<2x32x256xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x32x256xf32>
    %111 = stablehlo.add %110, %109 : tensor<2x32x256xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x32x256xf32>
    %113 = stablehlo.multiply %112, %111 : tensor<2x32x256xf32>
    %114 = stablehlo.multiply %101, %113 : tensor<2x32x256xf32>
    %115 = stablehlo.dot_general %114, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x256xf32>, tensor<256x64xf32>) -> tensor<2x32x64xf32>
    %116 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %118 = stablehlo.add %115, %117 : tensor<2x32x64xf32>
    %119 = stablehlo.add %71, %118 : tensor<2x32x64xf32>
    return %119 : tensor<2x32x64xf32>
  }
  func.func private @_where_6(%arg0: tensor<1x2x4x32x32xi1>, %arg1: tensor<2x4x32x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x2x4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<2x4x32x1x32xf32>) -> tensor<1x2x4x32x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x2x4x32x32xi1>, tensor<1x2x4x32x32xf32>
    return %3 : tensor<1x2x4x32x32xf32>
  }
}
