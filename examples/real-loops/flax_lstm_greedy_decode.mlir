module @jit_apply attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<128x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<128xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128x128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<128x128xf32>, %arg9: tensor<128xf32>, %arg10: tensor<128x128xf32>, %arg11: tensor<64x128xf32>, %arg12: tensor<64x128xf32>, %arg13: tensor<64x128xf32>, %arg14: tensor<64x128xf32>, %arg15: tensor<8xi32>) -> (tensor<8x48xi32> {jax.result_info = "result[0]"}, tensor<48x8x64xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<48x8x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:20 = stablehlo.while(%iterArg = %arg2, %iterArg_2 = %arg13, %iterArg_3 = %arg8, %iterArg_4 = %arg7, %iterArg_5 = %arg11, %iterArg_6 = %arg4, %iterArg_7 = %arg3, %iterArg_8 = %arg12, %iterArg_9 = %arg6, %iterArg_10 = %arg5, %iterArg_11 = %arg14, %iterArg_12 = %arg10, %iterArg_13 = %arg9, %iterArg_14 = %arg1, %iterArg_15 = %arg0, %iterArg_16 = %c, %iterArg_17 = %0, %iterArg_18 = %1, %iterArg_19 = %arg15, %iterArg_20 = %2) : tensor<64x64xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<i32>, tensor<8x128xf32>, tensor<8x128xf32>, tensor<8xi32>, tensor<48x8x64xf32>
    cond {
      %c_21 = stablehlo.constant dense<48> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_16, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6:4 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_17, %iterArg_18, %iterArg_19) : (tensor<64x64xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<8x128xf32>, tensor<8x128xf32>, tensor<8xi32>) -> (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8xi32>, tensor<8x64xf32>)
      %7 = func.call @dynamic_update_index_in_dim(%iterArg_20, %6#3, %iterArg_16) : (tensor<48x8x64xf32>, tensor<8x64xf32>, tensor<i32>) -> tensor<48x8x64xf32>
      %c_21 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg_16, %c_21 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %8, %6#0, %6#1, %6#2, %7 : tensor<64x64xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<i32>, tensor<8x128xf32>, tensor<8x128xf32>, tensor<8xi32>, tensor<48x8x64xf32>
    }
    %4 = call @argmax_0(%3#19) : (tensor<48x8x64xf32>) -> tensor<48x8xi32>
    %5 = stablehlo.transpose %4, dims = [1, 0] : (tensor<48x8xi32>) -> tensor<8x48xi32>
    return %5, %3#19 : tensor<8x48xi32>, tensor<48x8x64xf32>
  }
  func.func private @closed_call(%arg0: tensor<64x64xf32>, %arg1: tensor<64x128xf32>, %arg2: tensor<128x128xf32>, %arg3: tensor<128xf32>, %arg4: tensor<64x128xf32>, %arg5: tensor<128x128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<64x128xf32>, %arg8: tensor<128x128xf32>, %arg9: tensor<128xf32>, %arg10: tensor<64x128xf32>, %arg11: tensor<128x128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<8x128xf32>, %arg16: tensor<8x128xf32>, %arg17: tensor<8xi32>) -> (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8xi32>, tensor<8x64xf32>) {
    %0 = call @_take(%arg0, %arg17) : (tensor<64x64xf32>, tensor<8xi32>) -> tensor<8x64xf32>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x128xf32>) -> tensor<8x128xf32>
    %2 = stablehlo.dot_general %arg16, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x128xf32>) -> tensor<8x128xf32>
    %3 = stablehlo.reshape %arg3 : (tensor<128xf32>) -> tensor<1x128xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<8x128xf32>
    %5 = stablehlo.add %2, %4 : tensor<8x128xf32>
    %6 = stablehlo.add %1, %5 : tensor<8x128xf32>
    %7 = stablehlo.negate %6 : tensor<8x128xf32>
    %8 = stablehlo.exponential %7 : tensor<8x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %10 = stablehlo.add %9, %8 : tensor<8x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %12 = stablehlo.divide %11, %10 : tensor<8x128xf32>
    %13 = stablehlo.dot_general %0, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x128xf32>) -> tensor<8x128xf32>
    %14 = stablehlo.dot_general %arg16, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x128xf32>) -> tensor<8x128xf32>
    %15 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<8x128xf32>
    %17 = stablehlo.add %14, %16 : tensor<8x128xf32>
    %18 = stablehlo.add %13, %17 : tensor<8x128xf32>
    %19 = stablehlo.negate %18 : tensor<8x128xf32>
    %20 = stablehlo.exponential %19 : tensor<8x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %22 = stablehlo.add %21, %20 : tensor<8x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %24 = stablehlo.divide %23, %22 : tensor<8x128xf32>
    %25 = stablehlo.dot_general %0, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x128xf32>) -> tensor<8x128xf32>
    %26 = stablehlo.dot_general %arg16, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x128xf32>) -> tensor<8x128xf32>
    %27 = stablehlo.reshape %arg9 : (tensor<128xf32>) -> tensor<1x128xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<8x128xf32>
    %29 = stablehlo.add %26, %28 : tensor<8x128xf32>
    %30 = stablehlo.add %25, %29 : tensor<8x128xf32>
    %31 = stablehlo.tanh %30 : tensor<8x128xf32>
    %32 = stablehlo.dot_general %0, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x128xf32>) -> tensor<8x128xf32>
    %33 = stablehlo.dot_general %arg16, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x128xf32>) -> tensor<8x128xf32>
    %34 = stablehlo.reshape %arg12 : (tensor<128xf32>) -> tensor<1x128xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<8x128xf32>
    %36 = stablehlo.add %33, %35 : tensor<8x128xf32>
    %37 = stablehlo.add %32, %36 : tensor<8x128xf32>
    %38 = stablehlo.negate %37 : tensor<8x128xf32>
    %39 = stablehlo.exponential %38 : tensor<8x128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %41 = stablehlo.add %40, %39 : tensor<8x128xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %43 = stablehlo.divide %42, %41 : tensor<8x128xf32>
    %44 = stablehlo.multiply %24, %arg15 : tensor<8x128xf32>
    %45 = stablehlo.multiply %12, %31 : tensor<8x128xf32>
    %46 = stablehlo.add %44, %45 : tensor<8x128xf32>
    %47 = stablehlo.tanh %46 : tensor<8x128xf32>
    %48 = stablehlo.multiply %43, %47 : tensor<8x128xf32>
    %49 = stablehlo.dot_general %48, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x64xf32>) -> tensor<8x64xf32>
    %50 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x64xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %52 = stablehlo.add %49, %51 : tensor<8x64xf32>
    %53 = call @argmax(%52) : (tensor<8x64xf32>) -> tensor<8xi32>
    return %46, %48, %53, %52 : tensor<8x128xf32>, tensor<8x128xf32>, tensor<8xi32>, tensor<8x64xf32>
  }
  func.func private @_take(%arg0: tensor<64x64xf32>, %arg1: tensor<8xi32>) -> tensor<8x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<8x1xi1>, tensor<i1>) -> tensor<8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<64x64xf32>, tensor<8x1xi32>) -> tensor<8x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<8xi1>) -> tensor<8x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64xi1>, tensor<8x64xf32>
    return %16 : tensor<8x64xf32>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @argmax(%arg0: tensor<8x64xf32>) -> tensor<8xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<8x64xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<8x64xf32>, tensor<8x64xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<8xi32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<48x8x64xf32>, %arg1: tensor<8x64xf32>, %arg2: tensor<i32>) -> tensor<48x8x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<48x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<48x8x64xf32>
    return %1 : tensor<48x8x64xf32>
  }
  func.func private @argmax_0(%arg0: tensor<48x8x64xf32>) -> tensor<48x8xi32> {
    %0 = stablehlo.iota dim = 2 : tensor<48x8x64xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [2] : (tensor<48x8x64xf32>, tensor<48x8x64xi32>, tensor<f32>, tensor<i32>) -> (tensor<48x8xf32>, tensor<48x8xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<48x8xi32>
  }
}
