module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<96x256xf32>, %arg2: tensor<256x64xf32>, %arg3: tensor<96xf32>, %arg4: tensor<96x96xf32>, %arg5: tensor<96x96xf32>, %arg6: tensor<96x96xf32>, %arg7: tensor<96xf32>, %arg8: tensor<64x96xf32>, %arg9: tensor<96xf32>, %arg10: tensor<64x96xf32>, %arg11: tensor<96xf32>, %arg12: tensor<64x96xf32>, %arg13: tensor<96xf32>, %arg14: tensor<96x96xf32>, %arg15: tensor<96x96xf32>, %arg16: tensor<96x96xf32>, %arg17: tensor<96xf32>, %arg18: tensor<96x96xf32>, %arg19: tensor<96xf32>, %arg20: tensor<96x96xf32>, %arg21: tensor<96xf32>, %arg22: tensor<96x96xf32>, %arg23: tensor<8x65xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<256xf32> {jax.result_info = "result[1]['params']['Dense_0']['bias']"}, tensor<96x256xf32> {jax.result_info = "result[1]['params']['Dense_0']['kernel']"}, tensor<256x64xf32> {jax.result_info = "result[1]['params']['Embed_0']['embedding']"}, tensor<96xf32> {jax.result_info = "result[1]['params']['GRUCell_0']['hn']['bias']"}, tensor<96x96xf32> {jax.result_info = "result[1]['params']['GRUCell_0']['hn']['kernel']"}, tensor<96x96xf32> {jax.result_info = "result[1]['params']['GRUCell_0']['hr']['kernel']"}, tensor<96x96xf32> {jax.result_info = "result[1]['params']['GRUCell_0']['hz']['kernel']"}, tensor<96xf32> {jax.result_info = "result[1]['params']['GRUCell_0']['in']['bias']"}, tensor<64x96xf32> {jax.result_info = "result[1]['params']['GRUCell_0']['in']['kernel']"}, tensor<96xf32> {jax.result_info = "result[1]['params']['GRUCell_0']['ir']['bias']"}, tensor<64x96xf32> {jax.result_info = "result[1]['params']['GRUCell_0']['ir']['kernel']"}, tensor<96xf32> {jax.result_info = "result[1]['params']['GRUCell_0']['iz']['bias']"}, tensor<64x96xf32> {jax.result_info = "result[1]['params']['GRUCell_0']['iz']['kernel']"}, tensor<96xf32> {jax.result_info = "result[1]['params']['GRUCell_1']['hn']['bias']"}, tensor<96x96xf32> {jax.result_info = "result[1]['params']['GRUCell_1']['hn']['kernel']"}, tensor<96x96xf32> {jax.result_info = "result[1]['params']['GRUCell_1']['hr']['kernel']"}, tensor<96x96xf32> {jax.result_info = "result[1]['params']['GRUCell_1']['hz']['kernel']"}, tensor<96xf32> {jax.result_info = "result[1]['params']['GRUCell_1']['in']['bias']"}, tensor<96x96xf32> {jax.result_info = "result[1]['params']['GRUCell_1']['in']['kernel']"}, tensor<96xf32> {jax.result_info = "result[1]['params']['GRUCell_1']['ir']['bias']"}, tensor<96x96xf32> {jax.result_info = "result[1]['params']['GRUCell_1']['ir']['kernel']"}, tensor<96xf32> {jax.result_info = "result[1]['params']['GRUCell_1']['iz']['bias']"}, tensor<96x96xf32> {jax.result_info = "result[1]['params']['GRUCell_1']['iz']['kernel']"}) {
    %0 = stablehlo.slice %arg23 [0:8, 0:64] : (tensor<8x65xi32>) -> tensor<8x64xi32>
    %1:2 = call @_take(%arg2, %0) : (tensor<256x64xf32>, tensor<8x64xi32>) -> (tensor<8x64x64xf32>, tensor<8x64x1xi32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %3 = stablehlo.transpose %1#0, dims = [1, 0, 2] : (tensor<8x64x64xf32>) -> tensor<64x8x64xf32>
    %4 = stablehlo.reshape %arg9 : (tensor<96xf32>) -> tensor<1x96xf32>
    %5 = stablehlo.reshape %arg11 : (tensor<96xf32>) -> tensor<1x96xf32>
    %6 = stablehlo.reshape %arg7 : (tensor<96xf32>) -> tensor<1x96xf32>
    %7 = stablehlo.reshape %arg3 : (tensor<96xf32>) -> tensor<1x96xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %18:23 = stablehlo.while(%iterArg = %3, %iterArg_60 = %arg12, %iterArg_61 = %5, %iterArg_62 = %arg6, %iterArg_63 = %arg8, %iterArg_64 = %6, %iterArg_65 = %arg10, %iterArg_66 = %4, %iterArg_67 = %arg5, %iterArg_68 = %arg4, %iterArg_69 = %7, %iterArg_70 = %c, %iterArg_71 = %2, %iterArg_72 = %8, %iterArg_73 = %9, %iterArg_74 = %10, %iterArg_75 = %11, %iterArg_76 = %12, %iterArg_77 = %13, %iterArg_78 = %14, %iterArg_79 = %15, %iterArg_80 = %16, %iterArg_81 = %17) : tensor<64x8x64xf32>, tensor<64x96xf32>, tensor<1x96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<1x96xf32>, tensor<64x96xf32>, tensor<1x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<1x96xf32>, tensor<i32>, tensor<8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>
    cond {
      %c_82 = stablehlo.constant dense<64> : tensor<i32>
      %116 = stablehlo.compare LT, %iterArg_70, %c_82, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %116 : tensor<i1>
    } do {
      %116 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_70) : (tensor<64x8x64xf32>, tensor<i32>) -> tensor<8x64xf32>
      %117:11 = func.call @closed_call(%iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %iterArg_71, %116) : (tensor<64x96xf32>, tensor<1x96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<1x96xf32>, tensor<64x96xf32>, tensor<1x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<1x96xf32>, tensor<8x96xf32>, tensor<8x64xf32>) -> (tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>)
      %118 = func.call @dynamic_update_index_in_dim(%iterArg_72, %117#1, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %119 = func.call @dynamic_update_index_in_dim(%iterArg_73, %117#2, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %120 = func.call @dynamic_update_index_in_dim(%iterArg_74, %117#3, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %121 = func.call @dynamic_update_index_in_dim(%iterArg_75, %117#4, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %122 = func.call @dynamic_update_index_in_dim(%iterArg_76, %117#5, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %123 = func.call @dynamic_update_index_in_dim(%iterArg_77, %117#6, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %124 = func.call @dynamic_update_index_in_dim(%iterArg_78, %117#7, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %125 = func.call @dynamic_update_index_in_dim(%iterArg_79, %117#8, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %126 = func.call @dynamic_update_index_in_dim(%iterArg_80, %117#9, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %127 = func.call @dynamic_update_index_in_dim(%iterArg_81, %117#10, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %c_82 = stablehlo.constant dense<1> : tensor<i32>
      %128 = stablehlo.add %iterArg_70, %c_82 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %128, %117#0, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127 : tensor<64x8x64xf32>, tensor<64x96xf32>, tensor<1x96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<1x96xf32>, tensor<64x96xf32>, tensor<1x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<1x96xf32>, tensor<i32>, tensor<8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>
    }
    %19 = stablehlo.transpose %18#13, dims = [1, 0, 2] : (tensor<64x8x96xf32>) -> tensor<8x64x96xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %21 = stablehlo.transpose %19, dims = [1, 0, 2] : (tensor<8x64x96xf32>) -> tensor<64x8x96xf32>
    %22 = stablehlo.reshape %arg19 : (tensor<96xf32>) -> tensor<1x96xf32>
    %23 = stablehlo.reshape %arg21 : (tensor<96xf32>) -> tensor<1x96xf32>
    %24 = stablehlo.reshape %arg17 : (tensor<96xf32>) -> tensor<1x96xf32>
    %25 = stablehlo.reshape %arg13 : (tensor<96xf32>) -> tensor<1x96xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %36:23 = stablehlo.while(%iterArg = %21, %iterArg_60 = %arg22, %iterArg_61 = %23, %iterArg_62 = %arg16, %iterArg_63 = %arg18, %iterArg_64 = %24, %iterArg_65 = %arg20, %iterArg_66 = %22, %iterArg_67 = %arg15, %iterArg_68 = %arg14, %iterArg_69 = %25, %iterArg_70 = %c_21, %iterArg_71 = %20, %iterArg_72 = %26, %iterArg_73 = %27, %iterArg_74 = %28, %iterArg_75 = %29, %iterArg_76 = %30, %iterArg_77 = %31, %iterArg_78 = %32, %iterArg_79 = %33, %iterArg_80 = %34, %iterArg_81 = %35) : tensor<64x8x96xf32>, tensor<96x96xf32>, tensor<1x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<1x96xf32>, tensor<96x96xf32>, tensor<1x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<1x96xf32>, tensor<i32>, tensor<8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>
    cond {
      %c_82 = stablehlo.constant dense<64> : tensor<i32>
      %116 = stablehlo.compare LT, %iterArg_70, %c_82, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %116 : tensor<i1>
    } do {
      %116 = func.call @dynamic_index_in_dim_0(%iterArg, %iterArg_70) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %117:11 = func.call @closed_call_1(%iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %iterArg_71, %116) : (tensor<96x96xf32>, tensor<1x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<1x96xf32>, tensor<96x96xf32>, tensor<1x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<1x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>) -> (tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>)
      %118 = func.call @dynamic_update_index_in_dim(%iterArg_72, %117#1, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %119 = func.call @dynamic_update_index_in_dim(%iterArg_73, %117#2, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %120 = func.call @dynamic_update_index_in_dim(%iterArg_74, %117#3, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %121 = func.call @dynamic_update_index_in_dim(%iterArg_75, %117#4, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %122 = func.call @dynamic_update_index_in_dim(%iterArg_76, %117#5, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %123 = func.call @dynamic_update_index_in_dim(%iterArg_77, %117#6, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %124 = func.call @dynamic_update_index_in_dim(%iterArg_78, %117#7, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %125 = func.call @dynamic_update_index_in_dim(%iterArg_79, %117#8, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %126 = func.call @dynamic_update_index_in_dim(%iterArg_80, %117#9, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %127 = func.call @dynamic_update_index_in_dim(%iterArg_81, %117#10, %iterArg_70) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %c_82 = stablehlo.constant dense<1> : tensor<i32>
      %128 = stablehlo.add %iterArg_70, %c_82 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %128, %117#0, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127 : tensor<64x8x96xf32>, tensor<96x96xf32>, tensor<1x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<1x96xf32>, tensor<96x96xf32>, tensor<1x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<1x96xf32>, tensor<i32>, tensor<8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>
    }
    %37 = stablehlo.transpose %36#13, dims = [1, 0, 2] : (tensor<64x8x96xf32>) -> tensor<8x64x96xf32>
    %38 = stablehlo.dot_general %37, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x96xf32>, tensor<96x256xf32>) -> tensor<8x64x256xf32>
    %39 = stablehlo.reshape %arg0 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %41 = stablehlo.add %38, %40 : tensor<8x64x256xf32>
    %42 = stablehlo.slice %arg23 [0:8, 1:65] : (tensor<8x65xi32>) -> tensor<8x64xi32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %44:2 = call @take_along_axis(%41, %43) : (tensor<8x64x256xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %45:2 = call @_take_2(%44#0, %c_22) : (tensor<8x64x1xf32>, tensor<i32>) -> (tensor<8x64xf32>, tensor<1xi32>)
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %46 = stablehlo.reduce(%41 init: %cst_23) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %48 = stablehlo.maximum %47, %46 : tensor<8x64xf32>
    %49 = stablehlo.is_finite %48 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %51 = stablehlo.select %49, %48, %50 : tensor<8x64xi1>, tensor<8x64xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %54 = stablehlo.subtract %41, %53 : tensor<8x64x256xf32>
    %55 = stablehlo.exponential %54 : tensor<8x64x256xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %57 = stablehlo.abs %56 : tensor<8x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %59 = stablehlo.compare GE, %56, %58, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %60 = stablehlo.log %57 : tensor<8x64xf32>
    %61 = stablehlo.add %60, %51 : tensor<8x64xf32>
    %62 = stablehlo.subtract %61, %45#0 : tensor<8x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_29 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %64 = stablehlo.divide %63, %cst_29 : tensor<f32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_31 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %65 = stablehlo.divide %cst_30, %cst_31 : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %67 = stablehlo.negate %66 : tensor<8x64xf32>
    %68 = stablehlo.divide %66, %57 : tensor<8x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %70 = stablehlo.select %59, %69, %68 : tensor<8x64xi1>, tensor<8x64xf32>
    %71 = stablehlo.select %59, %68, %69 : tensor<8x64xi1>, tensor<8x64xf32>
    %72 = stablehlo.negate %70 : tensor<8x64xf32>
    %73 = stablehlo.add %71, %72 : tensor<8x64xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %75 = stablehlo.multiply %74, %55 : tensor<8x64x256xf32>
    %76 = call @_take_4(%45#1, %67) : (tensor<1xi32>, tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %77 = call @take_along_axis_5(%44#1, %76) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %78 = stablehlo.add %75, %77 : tensor<8x64x256xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %80 = stablehlo.reshape %79 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %81 = stablehlo.reshape %80 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %82 = stablehlo.dot_general %78, %37, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x96xf32>) -> tensor<256x96xf32>
    %83 = stablehlo.transpose %82, dims = [1, 0] : (tensor<256x96xf32>) -> tensor<96x256xf32>
    %84 = stablehlo.dot_general %78, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<96x256xf32>) -> tensor<8x64x96xf32>
    %85 = stablehlo.transpose %84, dims = [1, 0, 2] : (tensor<8x64x96xf32>) -> tensor<64x8x96xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<96x96xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<96x96xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<96x96xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<96x96xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<96x96xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<96x96xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<64x8x96xf32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %98:30 = stablehlo.while(%iterArg = %85, %iterArg_60 = %21, %iterArg_61 = %36#14, %iterArg_62 = %36#15, %iterArg_63 = %36#16, %iterArg_64 = %36#17, %iterArg_65 = %36#18, %iterArg_66 = %36#19, %iterArg_67 = %36#20, %iterArg_68 = %36#21, %iterArg_69 = %36#22, %iterArg_70 = %arg20, %iterArg_71 = %arg15, %iterArg_72 = %arg22, %iterArg_73 = %arg16, %iterArg_74 = %arg18, %iterArg_75 = %arg14, %iterArg_76 = %c_46, %iterArg_77 = %87, %iterArg_78 = %88, %iterArg_79 = %89, %iterArg_80 = %90, %iterArg_81 = %91, %iterArg_82 = %92, %iterArg_83 = %93, %iterArg_84 = %94, %iterArg_85 = %95, %iterArg_86 = %96, %iterArg_87 = %86, %iterArg_88 = %97) : tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<i32>, tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<8x96xf32>, tensor<64x8x96xf32>
    cond {
      %c_89 = stablehlo.constant dense<64> : tensor<i32>
      %116 = stablehlo.compare LT, %iterArg_76, %c_89, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %116 : tensor<i1>
    } do {
      %c_89 = stablehlo.constant dense<64> : tensor<i32>
      %116 = stablehlo.subtract %c_89, %iterArg_76 : tensor<i32>
      %c_90 = stablehlo.constant dense<1> : tensor<i32>
      %117 = stablehlo.subtract %116, %c_90 : tensor<i32>
      %118 = func.call @dynamic_index_in_dim_0(%iterArg, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %119 = func.call @dynamic_index_in_dim_0(%iterArg_60, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %120 = func.call @dynamic_index_in_dim_0(%iterArg_61, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %121 = func.call @dynamic_index_in_dim_0(%iterArg_62, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %122 = func.call @dynamic_index_in_dim_0(%iterArg_63, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %123 = func.call @dynamic_index_in_dim_0(%iterArg_64, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %124 = func.call @dynamic_index_in_dim_0(%iterArg_65, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %125 = func.call @dynamic_index_in_dim_0(%iterArg_66, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %126 = func.call @dynamic_index_in_dim_0(%iterArg_67, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %127 = func.call @dynamic_index_in_dim_0(%iterArg_68, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %128 = func.call @dynamic_index_in_dim_0(%iterArg_69, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %129:12 = func.call @closed_call_6(%iterArg_70, %iterArg_71, %iterArg_72, %iterArg_73, %iterArg_74, %iterArg_75, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %iterArg_83, %iterArg_84, %iterArg_85, %iterArg_86, %iterArg_87, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127, %128) : (tensor<96x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>) -> (tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<8x96xf32>, tensor<8x96xf32>)
      %130 = func.call @dynamic_update_index_in_dim(%iterArg_88, %129#11, %117) : (tensor<64x8x96xf32>, tensor<8x96xf32>, tensor<i32>) -> tensor<64x8x96xf32>
      %c_91 = stablehlo.constant dense<1> : tensor<i32>
      %131 = stablehlo.add %iterArg_76, %c_91 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %iterArg_70, %iterArg_71, %iterArg_72, %iterArg_73, %iterArg_74, %iterArg_75, %131, %129#0, %129#1, %129#2, %129#3, %129#4, %129#5, %129#6, %129#7, %129#8, %129#9, %129#10, %130 : tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<i32>, tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<8x96xf32>, tensor<64x8x96xf32>
    }
    %99 = stablehlo.transpose %98#29, dims = [1, 0, 2] : (tensor<64x8x96xf32>) -> tensor<8x64x96xf32>
    %100 = stablehlo.transpose %99, dims = [1, 0, 2] : (tensor<8x64x96xf32>) -> tensor<64x8x96xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<64x96xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<96x96xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<64x96xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<96x96xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<64x96xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<96x96xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<64x8x64xf32>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %113:30 = stablehlo.while(%iterArg = %100, %iterArg_60 = %3, %iterArg_61 = %18#14, %iterArg_62 = %18#15, %iterArg_63 = %18#16, %iterArg_64 = %18#17, %iterArg_65 = %18#18, %iterArg_66 = %18#19, %iterArg_67 = %18#20, %iterArg_68 = %18#21, %iterArg_69 = %18#22, %iterArg_70 = %arg10, %iterArg_71 = %arg5, %iterArg_72 = %arg12, %iterArg_73 = %arg6, %iterArg_74 = %arg8, %iterArg_75 = %arg4, %iterArg_76 = %c_59, %iterArg_77 = %102, %iterArg_78 = %103, %iterArg_79 = %104, %iterArg_80 = %105, %iterArg_81 = %106, %iterArg_82 = %107, %iterArg_83 = %108, %iterArg_84 = %109, %iterArg_85 = %110, %iterArg_86 = %111, %iterArg_87 = %101, %iterArg_88 = %112) : tensor<64x8x96xf32>, tensor<64x8x64xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<96x96xf32>, tensor<i32>, tensor<64x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<8x96xf32>, tensor<64x8x64xf32>
    cond {
      %c_89 = stablehlo.constant dense<64> : tensor<i32>
      %116 = stablehlo.compare LT, %iterArg_76, %c_89, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %116 : tensor<i1>
    } do {
      %c_89 = stablehlo.constant dense<64> : tensor<i32>
      %116 = stablehlo.subtract %c_89, %iterArg_76 : tensor<i32>
      %c_90 = stablehlo.constant dense<1> : tensor<i32>
      %117 = stablehlo.subtract %116, %c_90 : tensor<i32>
      %118 = func.call @dynamic_index_in_dim_0(%iterArg, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %119 = func.call @dynamic_index_in_dim(%iterArg_60, %117) : (tensor<64x8x64xf32>, tensor<i32>) -> tensor<8x64xf32>
      %120 = func.call @dynamic_index_in_dim_0(%iterArg_61, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %121 = func.call @dynamic_index_in_dim_0(%iterArg_62, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %122 = func.call @dynamic_index_in_dim_0(%iterArg_63, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %123 = func.call @dynamic_index_in_dim_0(%iterArg_64, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %124 = func.call @dynamic_index_in_dim_0(%iterArg_65, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %125 = func.call @dynamic_index_in_dim_0(%iterArg_66, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %126 = func.call @dynamic_index_in_dim_0(%iterArg_67, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %127 = func.call @dynamic_index_in_dim_0(%iterArg_68, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %128 = func.call @dynamic_index_in_dim_0(%iterArg_69, %117) : (tensor<64x8x96xf32>, tensor<i32>) -> tensor<8x96xf32>
      %129:12 = func.call @closed_call_7(%iterArg_70, %iterArg_71, %iterArg_72, %iterArg_73, %iterArg_74, %iterArg_75, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %iterArg_83, %iterArg_84, %iterArg_85, %iterArg_86, %iterArg_87, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127, %128) : (tensor<64x96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x64xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>) -> (tensor<64x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<8x96xf32>, tensor<8x64xf32>)
      %130 = func.call @dynamic_update_index_in_dim_8(%iterArg_88, %129#11, %117) : (tensor<64x8x64xf32>, tensor<8x64xf32>, tensor<i32>) -> tensor<64x8x64xf32>
      %c_91 = stablehlo.constant dense<1> : tensor<i32>
      %131 = stablehlo.add %iterArg_76, %c_91 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %iterArg_70, %iterArg_71, %iterArg_72, %iterArg_73, %iterArg_74, %iterArg_75, %131, %129#0, %129#1, %129#2, %129#3, %129#4, %129#5, %129#6, %129#7, %129#8, %129#9, %129#10, %130 : tensor<64x8x96xf32>, tensor<64x8x64xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x8x96xf32>, tensor<64x96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<96x96xf32>, tensor<i32>, tensor<64x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<8x96xf32>, tensor<64x8x64xf32>
    }
    %114 = stablehlo.transpose %113#29, dims = [1, 0, 2] : (tensor<64x8x64xf32>) -> tensor<8x64x64xf32>
    %115 = call @_take_9(%1#1, %114) : (tensor<8x64x1xi32>, tensor<8x64x64xf32>) -> tensor<256x64xf32>
    return %64, %81, %83, %115, %113#27, %113#26, %113#20, %113#23, %113#25, %113#24, %113#19, %113#18, %113#22, %113#21, %98#27, %98#26, %98#20, %98#23, %98#25, %98#24, %98#19, %98#18, %98#22, %98#21 : tensor<f32>, tensor<256xf32>, tensor<96x256xf32>, tensor<256x64xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<64x96xf32>, tensor<96xf32>, tensor<64x96xf32>, tensor<96xf32>, tensor<64x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>
  }
  func.func private @_take(%arg0: tensor<256x64xf32>, %arg1: tensor<8x64xi32>) -> (tensor<8x64x64xf32>, tensor<8x64x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x64xi1>, tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x64x1xi1>, tensor<i1>) -> tensor<8x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<8x64x1xi32>) -> tensor<8x64x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi1>) -> tensor<8x64x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64x64xi1>, tensor<8x64x64xf32>
    return %16, %5 : tensor<8x64x64xf32>, tensor<8x64x1xi32>
  }
  func.func private @_where(%arg0: tensor<8x64xi1>, %arg1: tensor<8x64xi32>, %arg2: tensor<8x64xi32>) -> tensor<8x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x64xi1>, tensor<8x64xi32>
    return %0 : tensor<8x64xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<64x8x64xf32>, %arg1: tensor<i32>) -> tensor<8x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 64] : (tensor<64x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    return %1 : tensor<8x64xf32>
  }
  func.func private @closed_call(%arg0: tensor<64x96xf32>, %arg1: tensor<1x96xf32>, %arg2: tensor<96x96xf32>, %arg3: tensor<64x96xf32>, %arg4: tensor<1x96xf32>, %arg5: tensor<64x96xf32>, %arg6: tensor<1x96xf32>, %arg7: tensor<96x96xf32>, %arg8: tensor<96x96xf32>, %arg9: tensor<1x96xf32>, %arg10: tensor<8x96xf32>, %arg11: tensor<8x64xf32>) -> (tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>) {
    %0 = stablehlo.dot_general %arg11, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x96xf32>) -> tensor<8x96xf32>
    %1 = stablehlo.broadcast_in_dim %arg6, dims = [0, 1] : (tensor<1x96xf32>) -> tensor<8x96xf32>
    %2 = stablehlo.add %0, %1 : tensor<8x96xf32>
    %3 = stablehlo.dot_general %arg10, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<96x96xf32>) -> tensor<8x96xf32>
    %4 = stablehlo.add %2, %3 : tensor<8x96xf32>
    %5 = stablehlo.negate %4 : tensor<8x96xf32>
    %6 = stablehlo.exponential %5 : tensor<8x96xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %8 = stablehlo.add %7, %6 : tensor<8x96xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %10 = stablehlo.divide %9, %8 : tensor<8x96xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %12 = stablehlo.subtract %11, %10 : tensor<8x96xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<8x96xf32>
    %14 = stablehlo.dot_general %arg11, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x96xf32>) -> tensor<8x96xf32>
    %15 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x96xf32>) -> tensor<8x96xf32>
    %16 = stablehlo.add %14, %15 : tensor<8x96xf32>
    %17 = stablehlo.dot_general %arg10, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<96x96xf32>) -> tensor<8x96xf32>
    %18 = stablehlo.add %16, %17 : tensor<8x96xf32>
    %19 = stablehlo.negate %18 : tensor<8x96xf32>
    %20 = stablehlo.exponential %19 : tensor<8x96xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %22 = stablehlo.add %21, %20 : tensor<8x96xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %24 = stablehlo.divide %23, %22 : tensor<8x96xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %26 = stablehlo.subtract %25, %24 : tensor<8x96xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<8x96xf32>
    %28 = stablehlo.dot_general %arg11, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x96xf32>) -> tensor<8x96xf32>
    %29 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x96xf32>) -> tensor<8x96xf32>
    %30 = stablehlo.add %28, %29 : tensor<8x96xf32>
    %31 = stablehlo.dot_general %arg10, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<96x96xf32>) -> tensor<8x96xf32>
    %32 = stablehlo.broadcast_in_dim %arg9, dims = [0, 1] : (tensor<1x96xf32>) -> tensor<8x96xf32>
    %33 = stablehlo.add %31, %32 : tensor<8x96xf32>
    %34 = stablehlo.multiply %10, %33 : tensor<8x96xf32>
    %35 = stablehlo.add %30, %34 : tensor<8x96xf32>
    %36 = stablehlo.tanh %35 : tensor<8x96xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %38 = stablehlo.subtract %37, %36 : tensor<8x96xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %40 = stablehlo.subtract %39, %24 : tensor<8x96xf32>
    %41 = stablehlo.multiply %40, %36 : tensor<8x96xf32>
    %42 = stablehlo.multiply %24, %arg10 : tensor<8x96xf32>
    %43 = stablehlo.add %41, %42 : tensor<8x96xf32>
    return %43, %43, %arg10, %13, %27, %33, %10, %36, %38, %40, %24 : tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<64x8x96xf32>, %arg1: tensor<8x96xf32>, %arg2: tensor<i32>) -> tensor<64x8x96xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8x96xf32>) -> tensor<1x8x96xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<64x8x96xf32>, tensor<1x8x96xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<64x8x96xf32>
    return %1 : tensor<64x8x96xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<64x8x96xf32>, %arg1: tensor<i32>) -> tensor<8x96xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 96] : (tensor<64x8x96xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x96xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x96xf32>) -> tensor<8x96xf32>
    return %1 : tensor<8x96xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<96x96xf32>, %arg1: tensor<1x96xf32>, %arg2: tensor<96x96xf32>, %arg3: tensor<96x96xf32>, %arg4: tensor<1x96xf32>, %arg5: tensor<96x96xf32>, %arg6: tensor<1x96xf32>, %arg7: tensor<96x96xf32>, %arg8: tensor<96x96xf32>, %arg9: tensor<1x96xf32>, %arg10: tensor<8x96xf32>, %arg11: tensor<8x96xf32>) -> (tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>) {
    %0 = stablehlo.dot_general %arg11, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<96x96xf32>) -> tensor<8x96xf32>
    %1 = stablehlo.broadcast_in_dim %arg6, dims = [0, 1] : (tensor<1x96xf32>) -> tensor<8x96xf32>
    %2 = stablehlo.add %0, %1 : tensor<8x96xf32>
    %3 = stablehlo.dot_general %arg10, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<96x96xf32>) -> tensor<8x96xf32>
    %4 = stablehlo.add %2, %3 : tensor<8x96xf32>
    %5 = stablehlo.negate %4 : tensor<8x96xf32>
    %6 = stablehlo.exponential %5 : tensor<8x96xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %8 = stablehlo.add %7, %6 : tensor<8x96xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %10 = stablehlo.divide %9, %8 : tensor<8x96xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %12 = stablehlo.subtract %11, %10 : tensor<8x96xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<8x96xf32>
    %14 = stablehlo.dot_general %arg11, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<96x96xf32>) -> tensor<8x96xf32>
    %15 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x96xf32>) -> tensor<8x96xf32>
    %16 = stablehlo.add %14, %15 : tensor<8x96xf32>
    %17 = stablehlo.dot_general %arg10, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<96x96xf32>) -> tensor<8x96xf32>
    %18 = stablehlo.add %16, %17 : tensor<8x96xf32>
    %19 = stablehlo.negate %18 : tensor<8x96xf32>
    %20 = stablehlo.exponential %19 : tensor<8x96xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %22 = stablehlo.add %21, %20 : tensor<8x96xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %24 = stablehlo.divide %23, %22 : tensor<8x96xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %26 = stablehlo.subtract %25, %24 : tensor<8x96xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<8x96xf32>
    %28 = stablehlo.dot_general %arg11, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<96x96xf32>) -> tensor<8x96xf32>
    %29 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x96xf32>) -> tensor<8x96xf32>
    %30 = stablehlo.add %28, %29 : tensor<8x96xf32>
    %31 = stablehlo.dot_general %arg10, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<96x96xf32>) -> tensor<8x96xf32>
    %32 = stablehlo.broadcast_in_dim %arg9, dims = [0, 1] : (tensor<1x96xf32>) -> tensor<8x96xf32>
    %33 = stablehlo.add %31, %32 : tensor<8x96xf32>
    %34 = stablehlo.multiply %10, %33 : tensor<8x96xf32>
    %35 = stablehlo.add %30, %34 : tensor<8x96xf32>
    %36 = stablehlo.tanh %35 : tensor<8x96xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %38 = stablehlo.subtract %37, %36 : tensor<8x96xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %40 = stablehlo.subtract %39, %24 : tensor<8x96xf32>
    %41 = stablehlo.multiply %40, %36 : tensor<8x96xf32>
    %42 = stablehlo.multiply %24, %arg10 : tensor<8x96xf32>
    %43 = stablehlo.add %41, %42 : tensor<8x96xf32>
    return %43, %43, %arg10, %13, %27, %33, %10, %36, %38, %40, %24 : tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>, tensor<8x96xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x64x256xf32>, %arg1: tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x64x1xi1>, tensor<8x64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x64x1xi32>) -> tensor<8x64x1x1xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x64x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x64x1x1xi1>, tensor<i1>) -> tensor<8x64x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x64x256xf32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    return %15, %5 : tensor<8x64x1xf32>, tensor<8x64x1x1xi32>
  }
  func.func private @_take_2(%arg0: tensor<8x64x1xf32>, %arg1: tensor<i32>) -> (tensor<8x64xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_3(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 64, 1>}> : (tensor<8x64x1xf32>, tensor<1xi32>) -> tensor<8x64xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8x64xi1>, tensor<8x64xf32>
    return %13, %3 : tensor<8x64xf32>, tensor<1xi32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_4(%arg0: tensor<1xi32>, %arg1: tensor<8x64xf32>) -> tensor<8x64x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x1xf32>, tensor<1xi32>, tensor<8x64xf32>) -> tensor<8x64x1xf32>
    return %1 : tensor<8x64x1xf32>
  }
  func.func private @take_along_axis_5(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x256xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    return %1 : tensor<8x64x256xf32>
  }
  func.func private @closed_call_6(%arg0: tensor<96x96xf32>, %arg1: tensor<96x96xf32>, %arg2: tensor<96x96xf32>, %arg3: tensor<96x96xf32>, %arg4: tensor<96x96xf32>, %arg5: tensor<96x96xf32>, %arg6: tensor<96x96xf32>, %arg7: tensor<96xf32>, %arg8: tensor<96x96xf32>, %arg9: tensor<96x96xf32>, %arg10: tensor<96xf32>, %arg11: tensor<96x96xf32>, %arg12: tensor<96x96xf32>, %arg13: tensor<96xf32>, %arg14: tensor<96x96xf32>, %arg15: tensor<96xf32>, %arg16: tensor<8x96xf32>, %arg17: tensor<8x96xf32>, %arg18: tensor<8x96xf32>, %arg19: tensor<8x96xf32>, %arg20: tensor<8x96xf32>, %arg21: tensor<8x96xf32>, %arg22: tensor<8x96xf32>, %arg23: tensor<8x96xf32>, %arg24: tensor<8x96xf32>, %arg25: tensor<8x96xf32>, %arg26: tensor<8x96xf32>, %arg27: tensor<8x96xf32>) -> (tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<8x96xf32>, tensor<8x96xf32>) {
    %0 = stablehlo.add %arg16, %arg17 : tensor<8x96xf32>
    %1 = stablehlo.multiply %arg27, %0 : tensor<8x96xf32>
    %2 = stablehlo.multiply %0, %arg19 : tensor<8x96xf32>
    %3 = stablehlo.multiply %arg26, %0 : tensor<8x96xf32>
    %4 = stablehlo.multiply %0, %arg24 : tensor<8x96xf32>
    %5 = stablehlo.negate %4 : tensor<8x96xf32>
    %6 = stablehlo.add %2, %5 : tensor<8x96xf32>
    %7 = stablehlo.multiply %3, %arg25 : tensor<8x96xf32>
    %8 = stablehlo.multiply %7, %arg24 : tensor<8x96xf32>
    %9 = stablehlo.add %7, %8 : tensor<8x96xf32>
    %10 = stablehlo.multiply %arg23, %9 : tensor<8x96xf32>
    %11 = stablehlo.multiply %9, %arg22 : tensor<8x96xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8x96xf32>, tensor<f32>) -> tensor<96xf32>
    %13 = stablehlo.reshape %12 : (tensor<96xf32>) -> tensor<1x96xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x96xf32>) -> tensor<96xf32>
    %15 = stablehlo.add %arg15, %14 : tensor<96xf32>
    %16 = stablehlo.dot_general %10, %arg19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<8x96xf32>) -> tensor<96x96xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<96x96xf32>) -> tensor<96x96xf32>
    %18 = stablehlo.add %arg14, %17 : tensor<96x96xf32>
    %19 = stablehlo.dot_general %10, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<96x96xf32>) -> tensor<8x96xf32>
    %20 = stablehlo.add %1, %19 : tensor<8x96xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<8x96xf32>, tensor<f32>) -> tensor<96xf32>
    %22 = stablehlo.reshape %21 : (tensor<96xf32>) -> tensor<1x96xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x96xf32>) -> tensor<96xf32>
    %24 = stablehlo.add %arg13, %23 : tensor<96xf32>
    %25 = stablehlo.dot_general %9, %arg18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<8x96xf32>) -> tensor<96x96xf32>
    %26 = stablehlo.transpose %25, dims = [1, 0] : (tensor<96x96xf32>) -> tensor<96x96xf32>
    %27 = stablehlo.add %arg12, %26 : tensor<96x96xf32>
    %28 = stablehlo.dot_general %9, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<96x96xf32>) -> tensor<8x96xf32>
    %29 = stablehlo.multiply %6, %arg21 : tensor<8x96xf32>
    %30 = stablehlo.dot_general %29, %arg19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<8x96xf32>) -> tensor<96x96xf32>
    %31 = stablehlo.transpose %30, dims = [1, 0] : (tensor<96x96xf32>) -> tensor<96x96xf32>
    %32 = stablehlo.add %arg11, %31 : tensor<96x96xf32>
    %33 = stablehlo.dot_general %29, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<96x96xf32>) -> tensor<8x96xf32>
    %34 = stablehlo.add %20, %33 : tensor<8x96xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%29 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<8x96xf32>, tensor<f32>) -> tensor<96xf32>
    %36 = stablehlo.reshape %35 : (tensor<96xf32>) -> tensor<1x96xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x96xf32>) -> tensor<96xf32>
    %38 = stablehlo.add %arg10, %37 : tensor<96xf32>
    %39 = stablehlo.dot_general %29, %arg18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<8x96xf32>) -> tensor<96x96xf32>
    %40 = stablehlo.transpose %39, dims = [1, 0] : (tensor<96x96xf32>) -> tensor<96x96xf32>
    %41 = stablehlo.add %arg9, %40 : tensor<96x96xf32>
    %42 = stablehlo.dot_general %29, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<96x96xf32>) -> tensor<8x96xf32>
    %43 = stablehlo.add %28, %42 : tensor<8x96xf32>
    %44 = stablehlo.multiply %11, %arg20 : tensor<8x96xf32>
    %45 = stablehlo.dot_general %44, %arg19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<8x96xf32>) -> tensor<96x96xf32>
    %46 = stablehlo.transpose %45, dims = [1, 0] : (tensor<96x96xf32>) -> tensor<96x96xf32>
    %47 = stablehlo.add %arg8, %46 : tensor<96x96xf32>
    %48 = stablehlo.dot_general %44, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<96x96xf32>) -> tensor<8x96xf32>
    %49 = stablehlo.add %34, %48 : tensor<8x96xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%44 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<8x96xf32>, tensor<f32>) -> tensor<96xf32>
    %51 = stablehlo.reshape %50 : (tensor<96xf32>) -> tensor<1x96xf32>
    %52 = stablehlo.reshape %51 : (tensor<1x96xf32>) -> tensor<96xf32>
    %53 = stablehlo.add %arg7, %52 : tensor<96xf32>
    %54 = stablehlo.dot_general %44, %arg18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<8x96xf32>) -> tensor<96x96xf32>
    %55 = stablehlo.transpose %54, dims = [1, 0] : (tensor<96x96xf32>) -> tensor<96x96xf32>
    %56 = stablehlo.add %arg6, %55 : tensor<96x96xf32>
    %57 = stablehlo.dot_general %44, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<96x96xf32>) -> tensor<8x96xf32>
    %58 = stablehlo.add %43, %57 : tensor<8x96xf32>
    return %56, %53, %47, %41, %38, %32, %27, %24, %18, %15, %49, %58 : tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<8x96xf32>, tensor<8x96xf32>
  }
  func.func private @closed_call_7(%arg0: tensor<64x96xf32>, %arg1: tensor<96x96xf32>, %arg2: tensor<64x96xf32>, %arg3: tensor<96x96xf32>, %arg4: tensor<64x96xf32>, %arg5: tensor<96x96xf32>, %arg6: tensor<64x96xf32>, %arg7: tensor<96xf32>, %arg8: tensor<96x96xf32>, %arg9: tensor<64x96xf32>, %arg10: tensor<96xf32>, %arg11: tensor<96x96xf32>, %arg12: tensor<64x96xf32>, %arg13: tensor<96xf32>, %arg14: tensor<96x96xf32>, %arg15: tensor<96xf32>, %arg16: tensor<8x96xf32>, %arg17: tensor<8x96xf32>, %arg18: tensor<8x64xf32>, %arg19: tensor<8x96xf32>, %arg20: tensor<8x96xf32>, %arg21: tensor<8x96xf32>, %arg22: tensor<8x96xf32>, %arg23: tensor<8x96xf32>, %arg24: tensor<8x96xf32>, %arg25: tensor<8x96xf32>, %arg26: tensor<8x96xf32>, %arg27: tensor<8x96xf32>) -> (tensor<64x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<8x96xf32>, tensor<8x64xf32>) {
    %0 = stablehlo.add %arg16, %arg17 : tensor<8x96xf32>
    %1 = stablehlo.multiply %arg27, %0 : tensor<8x96xf32>
    %2 = stablehlo.multiply %0, %arg19 : tensor<8x96xf32>
    %3 = stablehlo.multiply %arg26, %0 : tensor<8x96xf32>
    %4 = stablehlo.multiply %0, %arg24 : tensor<8x96xf32>
    %5 = stablehlo.negate %4 : tensor<8x96xf32>
    %6 = stablehlo.add %2, %5 : tensor<8x96xf32>
    %7 = stablehlo.multiply %3, %arg25 : tensor<8x96xf32>
    %8 = stablehlo.multiply %7, %arg24 : tensor<8x96xf32>
    %9 = stablehlo.add %7, %8 : tensor<8x96xf32>
    %10 = stablehlo.multiply %arg23, %9 : tensor<8x96xf32>
    %11 = stablehlo.multiply %9, %arg22 : tensor<8x96xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8x96xf32>, tensor<f32>) -> tensor<96xf32>
    %13 = stablehlo.reshape %12 : (tensor<96xf32>) -> tensor<1x96xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x96xf32>) -> tensor<96xf32>
    %15 = stablehlo.add %arg15, %14 : tensor<96xf32>
    %16 = stablehlo.dot_general %10, %arg19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<8x96xf32>) -> tensor<96x96xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<96x96xf32>) -> tensor<96x96xf32>
    %18 = stablehlo.add %arg14, %17 : tensor<96x96xf32>
    %19 = stablehlo.dot_general %10, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<96x96xf32>) -> tensor<8x96xf32>
    %20 = stablehlo.add %1, %19 : tensor<8x96xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<8x96xf32>, tensor<f32>) -> tensor<96xf32>
    %22 = stablehlo.reshape %21 : (tensor<96xf32>) -> tensor<1x96xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x96xf32>) -> tensor<96xf32>
    %24 = stablehlo.add %arg13, %23 : tensor<96xf32>
    %25 = stablehlo.dot_general %9, %arg18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<8x64xf32>) -> tensor<96x64xf32>
    %26 = stablehlo.transpose %25, dims = [1, 0] : (tensor<96x64xf32>) -> tensor<64x96xf32>
    %27 = stablehlo.add %arg12, %26 : tensor<64x96xf32>
    %28 = stablehlo.dot_general %9, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<64x96xf32>) -> tensor<8x64xf32>
    %29 = stablehlo.multiply %6, %arg21 : tensor<8x96xf32>
    %30 = stablehlo.dot_general %29, %arg19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<8x96xf32>) -> tensor<96x96xf32>
    %31 = stablehlo.transpose %30, dims = [1, 0] : (tensor<96x96xf32>) -> tensor<96x96xf32>
    %32 = stablehlo.add %arg11, %31 : tensor<96x96xf32>
    %33 = stablehlo.dot_general %29, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<96x96xf32>) -> tensor<8x96xf32>
    %34 = stablehlo.add %20, %33 : tensor<8x96xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%29 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<8x96xf32>, tensor<f32>) -> tensor<96xf32>
    %36 = stablehlo.reshape %35 : (tensor<96xf32>) -> tensor<1x96xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x96xf32>) -> tensor<96xf32>
    %38 = stablehlo.add %arg10, %37 : tensor<96xf32>
    %39 = stablehlo.dot_general %29, %arg18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<8x64xf32>) -> tensor<96x64xf32>
    %40 = stablehlo.transpose %39, dims = [1, 0] : (tensor<96x64xf32>) -> tensor<64x96xf32>
    %41 = stablehlo.add %arg9, %40 : tensor<64x96xf32>
    %42 = stablehlo.dot_general %29, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<64x96xf32>) -> tensor<8x64xf32>
    %43 = stablehlo.add %28, %42 : tensor<8x64xf32>
    %44 = stablehlo.multiply %11, %arg20 : tensor<8x96xf32>
    %45 = stablehlo.dot_general %44, %arg19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<8x96xf32>) -> tensor<96x96xf32>
    %46 = stablehlo.transpose %45, dims = [1, 0] : (tensor<96x96xf32>) -> tensor<96x96xf32>
    %47 = stablehlo.add %arg8, %46 : tensor<96x96xf32>
    %48 = stablehlo.dot_general %44, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<96x96xf32>) -> tensor<8x96xf32>
    %49 = stablehlo.add %34, %48 : tensor<8x96xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%44 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<8x96xf32>, tensor<f32>) -> tensor<96xf32>
    %51 = stablehlo.reshape %50 : (tensor<96xf32>) -> tensor<1x96xf32>
    %52 = stablehlo.reshape %51 : (tensor<1x96xf32>) -> tensor<96xf32>
    %53 = stablehlo.add %arg7, %52 : tensor<96xf32>
    %54 = stablehlo.dot_general %44, %arg18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<8x64xf32>) -> tensor<96x64xf32>
    %55 = stablehlo.transpose %54, dims = [1, 0] : (tensor<96x64xf32>) -> tensor<64x96xf32>
    %56 = stablehlo.add %arg6, %55 : tensor<64x96xf32>
    %57 = stablehlo.dot_general %44, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x96xf32>, tensor<64x96xf32>) -> tensor<8x64xf32>
    %58 = stablehlo.add %43, %57 : tensor<8x64xf32>
    return %56, %53, %47, %41, %38, %32, %27, %24, %18, %15, %49, %58 : tensor<64x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<64x96xf32>, tensor<96xf32>, tensor<96x96xf32>, tensor<96xf32>, tensor<8x96xf32>, tensor<8x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<64x8x64xf32>, %arg1: tensor<8x64xf32>, %arg2: tensor<i32>) -> tensor<64x8x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<64x8x64xf32>, tensor<1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<64x8x64xf32>
    return %1 : tensor<64x8x64xf32>
  }
  func.func private @_take_9(%arg0: tensor<8x64x1xi32>, %arg1: tensor<8x64x64xf32>) -> tensor<256x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<256x64xf32>, tensor<8x64x1xi32>, tensor<8x64x64xf32>) -> tensor<256x64xf32>
    return %1 : tensor<256x64xf32>
  }
}
