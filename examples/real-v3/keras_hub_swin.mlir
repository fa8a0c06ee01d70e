module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x2x3x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<49x2xf32>, %arg7: tensor<32x96xf32>, %arg8: tensor<96xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<49x2xf32>, %arg20: tensor<32x96xf32>, %arg21: tensor<96xf32>, %arg22: tensor<32x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32x128xf32>, %arg27: tensor<128xf32>, %arg28: tensor<128x32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<128x64xf32>, %arg31: tensor<128xf32>, %arg32: tensor<128xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<49x4xf32>, %arg36: tensor<64x192xf32>, %arg37: tensor<192xf32>, %arg38: tensor<64x64xf32>, %arg39: tensor<64xf32>, %arg40: tensor<64xf32>, %arg41: tensor<64xf32>, %arg42: tensor<64x256xf32>, %arg43: tensor<256xf32>, %arg44: tensor<256x64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<49x4xf32>, %arg49: tensor<64x192xf32>, %arg50: tensor<192xf32>, %arg51: tensor<64x64xf32>, %arg52: tensor<64xf32>, %arg53: tensor<64xf32>, %arg54: tensor<64xf32>, %arg55: tensor<64x256xf32>, %arg56: tensor<256xf32>, %arg57: tensor<256x64xf32>, %arg58: tensor<64xf32>, %arg59: tensor<64xf32>, %arg60: tensor<64xf32>, %arg61: tensor<2x32x32x3xf32>) -> (tensor<2x64x64xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<"0x1800000017000000160000001500000011000000100000000F0000000E0000000A00000009000000080000000700000003000000020000000100000000000000190000001800000017000000160000001200000011000000100000000F0000000B0000000A0000000900000008000000040000000300000002000000010000001A000000190000001800000017000000130000001200000011000000100000000C0000000B0000000A00000009000000050000000400000003000000020000001B0000001A0000001900000018000000140000001300000012000000110000000D0000000C0000000B0000000A000000060000000500000004000000030000001F0000001E0000001D0000001C0000001800000017000000160000001500000011000000100000000F0000000E0000000A000000090000000800000007000000200000001F0000001E0000001D000000190000001800000017000000160000001200000011000000100000000F0000000B0000000A000000090000000800000021000000200000001F0000001E0000001A000000190000001800000017000000130000001200000011000000100000000C0000000B0000000A000000090000002200000021000000200000001F0000001B0000001A0000001900000018000000140000001300000012000000110000000D0000000C0000000B0000000A000000260000002500000024000000230000001F0000001E0000001D0000001C0000001800000017000000160000001500000011000000100000000F0000000E00000027000000260000002500000024000000200000001F0000001E0000001D000000190000001800000017000000160000001200000011000000100000000F0000002800000027000000260000002500000021000000200000001F0000001E0000001A00000019000000180000001700000013000000120000001100000010000000290000002800000027000000260000002200000021000000200000001F0000001B0000001A0000001900000018000000140000001300000012000000110000002D0000002C0000002B0000002A000000260000002500000024000000230000001F0000001E0000001D0000001C000000180000001700000016000000150000002E0000002D0000002C0000002B00000027000000260000002500000024000000200000001F0000001E0000001D000000190000001800000017000000160000002F0000002E0000002D0000002C0000002800000027000000260000002500000021000000200000001F0000001E0000001A000000190000001800000017000000300000002F0000002E0000002D000000290000002800000027000000260000002200000021000000200000001F0000001B0000001A0000001900000018000000"> : tensor<16x16xi32>
    %c_0 = stablehlo.constant dense<"0x1800000017000000160000001500000011000000100000000F0000000E0000000A00000009000000080000000700000003000000020000000100000000000000190000001800000017000000160000001200000011000000100000000F0000000B0000000A0000000900000008000000040000000300000002000000010000001A000000190000001800000017000000130000001200000011000000100000000C0000000B0000000A00000009000000050000000400000003000000020000001B0000001A0000001900000018000000140000001300000012000000110000000D0000000C0000000B0000000A000000060000000500000004000000030000001F0000001E0000001D0000001C0000001800000017000000160000001500000011000000100000000F0000000E0000000A000000090000000800000007000000200000001F0000001E0000001D000000190000001800000017000000160000001200000011000000100000000F0000000B0000000A000000090000000800000021000000200000001F0000001E0000001A000000190000001800000017000000130000001200000011000000100000000C0000000B0000000A000000090000002200000021000000200000001F0000001B0000001A0000001900000018000000140000001300000012000000110000000D0000000C0000000B0000000A000000260000002500000024000000230000001F0000001E0000001D0000001C0000001800000017000000160000001500000011000000100000000F0000000E00000027000000260000002500000024000000200000001F0000001E0000001D000000190000001800000017000000160000001200000011000000100000000F0000002800000027000000260000002500000021000000200000001F0000001E0000001A00000019000000180000001700000013000000120000001100000010000000290000002800000027000000260000002200000021000000200000001F0000001B0000001A0000001900000018000000140000001300000012000000110000002D0000002C0000002B0000002A000000260000002500000024000000230000001F0000001E0000001D0000001C000000180000001700000016000000150000002E0000002D0000002C0000002B00000027000000260000002500000024000000200000001F0000001E0000001D000000190000001800000017000000160000002F0000002E0000002D0000002C0000002800000027000000260000002500000021000000200000001F0000001E0000001A000000190000001800000017000000300000002F0000002E0000002D000000290000002800000027000000260000002200000021000000200000001F0000001B0000001A0000001900000018000000"> : tensor<16x16xi32>
    %c_1 = stablehlo.constant dense<"0x1800000017000000160000001500000011000000100000000F0000000E0000000A00000009000000080000000700000003000000020000000100000000000000190000001800000017000000160000001200000011000000100000000F0000000B0000000A0000000900000008000000040000000300000002000000010000001A000000190000001800000017000000130000001200000011000000100000000C0000000B0000000A00000009000000050000000400000003000000020000001B0000001A0000001900000018000000140000001300000012000000110000000D0000000C0000000B0000000A000000060000000500000004000000030000001F0000001E0000001D0000001C0000001800000017000000160000001500000011000000100000000F0000000E0000000A000000090000000800000007000000200000001F0000001E0000001D000000190000001800000017000000160000001200000011000000100000000F0000000B0000000A000000090000000800000021000000200000001F0000001E0000001A000000190000001800000017000000130000001200000011000000100000000C0000000B0000000A000000090000002200000021000000200000001F0000001B0000001A0000001900000018000000140000001300000012000000110000000D0000000C0000000B0000000A000000260000002500000024000000230000001F0000001E0000001D0000001C0000001800000017000000160000001500000011000000100000000F0000000E00000027000000260000002500000024000000200000001F0000001E0000001D000000190000001800000017000000160000001200000011000000100000000F0000002800000027000000260000002500000021000000200000001F0000001E0000001A00000019000000180000001700000013000000120000001100000010000000290000002800000027000000260000002200000021000000200000001F0000001B0000001A0000001900000018000000140000001300000012000000110000002D0000002C0000002B0000002A000000260000002500000024000000230000001F0000001E0000001D0000001C000000180000001700000016000000150000002E0000002D0000002C0000002B00000027000000260000002500000024000000200000001F0000001E0000001D000000190000001800000017000000160000002F0000002E0000002D0000002C0000002800000027000000260000002500000021000000200000001F0000001E0000001A000000190000001800000017000000300000002F0000002E0000002D000000290000002800000027000000260000002200000021000000200000001F0000001B0000001A0000001900000018000000"> : tensor<16x16xi32>
    %c_2 = stablehlo.constant dense<"0x1800000017000000160000001500000011000000100000000F0000000E0000000A00000009000000080000000700000003000000020000000100000000000000190000001800000017000000160000001200000011000000100000000F0000000B0000000A0000000900000008000000040000000300000002000000010000001A000000190000001800000017000000130000001200000011000000100000000C0000000B0000000A00000009000000050000000400000003000000020000001B0000001A0000001900000018000000140000001300000012000000110000000D0000000C0000000B0000000A000000060000000500000004000000030000001F0000001E0000001D0000001C0000001800000017000000160000001500000011000000100000000F0000000E0000000A000000090000000800000007000000200000001F0000001E0000001D000000190000001800000017000000160000001200000011000000100000000F0000000B0000000A000000090000000800000021000000200000001F0000001E0000001A000000190000001800000017000000130000001200000011000000100000000C0000000B0000000A000000090000002200000021000000200000001F0000001B0000001A0000001900000018000000140000001300000012000000110000000D0000000C0000000B0000000A000000260000002500000024000000230000001F0000001E0000001D0000001C0000001800000017000000160000001500000011000000100000000F0000000E00000027000000260000002500000024000000200000001F0000001E0000001D000000190000001800000017000000160000001200000011000000100000000F0000002800000027000000260000002500000021000000200000001F0000001E0000001A00000019000000180000001700000013000000120000001100000010000000290000002800000027000000260000002200000021000000200000001F0000001B0000001A0000001900000018000000140000001300000012000000110000002D0000002C0000002B0000002A000000260000002500000024000000230000001F0000001E0000001D0000001C000000180000001700000016000000150000002E0000002D0000002C0000002B00000027000000260000002500000024000000200000001F0000001E0000001D000000190000001800000017000000160000002F0000002E0000002D0000002C0000002800000027000000260000002500000021000000200000001F0000001E0000001A000000190000001800000017000000300000002F0000002E0000002D000000290000002800000027000000260000002200000021000000200000001F0000001B0000001A0000001900000018000000"> : tensor<16x16xi32>
    %0 = stablehlo.convolution(%arg61, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x32x3xf32>, tensor<2x2x3x32xf32>) -> tensor<2x16x16x32xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x16x16x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x16x16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x16x16x32xf32>) -> tensor<2x256x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x256x32xf32>, tensor<f32>) -> tensor<2x256xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %cst_3 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x256x1xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %9 = call @_var(%4, %c_4) : (tensor<2x256x32xf32>, tensor<i32>) -> tensor<2x256x1xf32>
    %10 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %11 = stablehlo.reshape %arg3 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %13 = stablehlo.add %9, %12 : tensor<2x256x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<2x256x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x32xf32>
    %16 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x256x32xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<2x256x32xf32>
    %18 = stablehlo.negate %8 : tensor<2x256x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x32xf32>
    %20 = stablehlo.multiply %19, %17 : tensor<2x256x32xf32>
    %21 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x256x32xf32>
    %22 = stablehlo.add %20, %21 : tensor<2x256x32xf32>
    %23 = stablehlo.multiply %4, %17 : tensor<2x256x32xf32>
    %24 = stablehlo.add %23, %22 : tensor<2x256x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x256x32xf32>, tensor<f32>) -> tensor<2x256xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %cst_7 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %28 = stablehlo.divide %26, %27 : tensor<2x256x1xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %29 = call @_var(%24, %c_8) : (tensor<2x256x32xf32>, tensor<i32>) -> tensor<2x256x1xf32>
    %30 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %31 = stablehlo.reshape %arg5 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %33 = stablehlo.add %29, %32 : tensor<2x256x1xf32>
    %34 = stablehlo.rsqrt %33 : tensor<2x256x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x32xf32>
    %36 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x256x32xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<2x256x32xf32>
    %38 = stablehlo.negate %28 : tensor<2x256x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x32xf32>
    %40 = stablehlo.multiply %39, %37 : tensor<2x256x32xf32>
    %41 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x256x32xf32>
    %42 = stablehlo.add %40, %41 : tensor<2x256x32xf32>
    %43 = stablehlo.multiply %24, %37 : tensor<2x256x32xf32>
    %44 = stablehlo.add %43, %42 : tensor<2x256x32xf32>
    %45 = stablehlo.reshape %44 : (tensor<2x256x32xf32>) -> tensor<2x16x16x32xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x16x16x32xf32>) -> tensor<2x4x4x4x4x32xf32>
    %47 = stablehlo.transpose %46, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x4x4x4x4x32xf32>) -> tensor<2x4x4x4x4x32xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x4x4x4x4x32xf32>) -> tensor<32x4x4x32xf32>
    %49 = stablehlo.reshape %48 : (tensor<32x4x4x32xf32>) -> tensor<32x16x32xf32>
    %50 = stablehlo.dot_general %49, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16x32xf32>, tensor<32x96xf32>) -> tensor<32x16x96xf32>
    %51 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x1x96xf32>) -> tensor<32x16x96xf32>
    %53 = stablehlo.add %50, %52 : tensor<32x16x96xf32>
    %54 = stablehlo.reshape %53 : (tensor<32x16x96xf32>) -> tensor<32x16x3x2x16xf32>
    %55 = stablehlo.transpose %54, dims = [2, 0, 3, 1, 4] : (tensor<32x16x3x2x16xf32>) -> tensor<3x32x2x16x16xf32>
    %56 = stablehlo.slice %55 [0:1, 0:32, 0:2, 0:16, 0:16] : (tensor<3x32x2x16x16xf32>) -> tensor<1x32x2x16x16xf32>
    %57 = stablehlo.reshape %56 : (tensor<1x32x2x16x16xf32>) -> tensor<32x2x16x16xf32>
    %58 = stablehlo.slice %55 [1:2, 0:32, 0:2, 0:16, 0:16] : (tensor<3x32x2x16x16xf32>) -> tensor<1x32x2x16x16xf32>
    %59 = stablehlo.reshape %58 : (tensor<1x32x2x16x16xf32>) -> tensor<32x2x16x16xf32>
    %60 = stablehlo.slice %55 [2:3, 0:32, 0:2, 0:16, 0:16] : (tensor<3x32x2x16x16xf32>) -> tensor<1x32x2x16x16xf32>
    %61 = stablehlo.reshape %60 : (tensor<1x32x2x16x16xf32>) -> tensor<32x2x16x16xf32>
    %cst_10 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x2x16x16xf32>
    %63 = stablehlo.multiply %57, %62 : tensor<32x2x16x16xf32>
    %64 = stablehlo.transpose %59, dims = [0, 1, 3, 2] : (tensor<32x2x16x16xf32>) -> tensor<32x2x16x16xf32>
    %65 = stablehlo.dot_general %63, %64, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<32x2x16x16xf32>, tensor<32x2x16x16xf32>) -> tensor<32x2x16x16xf32>
    %66 = call @_take(%arg6, %c) : (tensor<49x2xf32>, tensor<16x16xi32>) -> tensor<16x16x2xf32>
    %67 = stablehlo.transpose %66, dims = [2, 0, 1] : (tensor<16x16x2xf32>) -> tensor<2x16x16xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [1, 2, 3] : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x2x16x16xf32>) -> tensor<32x2x16x16xf32>
    %70 = stablehlo.add %65, %69 : tensor<32x2x16x16xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<32x2x16x16xf32>, tensor<f32>) -> tensor<32x2x16xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %73 = stablehlo.maximum %72, %71 : tensor<32x2x16xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<32x2x16xf32>) -> tensor<32x2x16x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<32x2x16x1xf32>) -> tensor<32x2x16x16xf32>
    %76 = stablehlo.subtract %70, %75 : tensor<32x2x16x16xf32>
    %77 = stablehlo.exponential %76 : tensor<32x2x16x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<32x2x16x16xf32>, tensor<f32>) -> tensor<32x2x16xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<32x2x16xf32>) -> tensor<32x2x16x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<32x2x16x1xf32>) -> tensor<32x2x16x16xf32>
    %81 = stablehlo.divide %77, %80 : tensor<32x2x16x16xf32>
    %82 = stablehlo.dot_general %81, %61, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<32x2x16x16xf32>, tensor<32x2x16x16xf32>) -> tensor<32x2x16x16xf32>
    %83 = stablehlo.transpose %82, dims = [0, 2, 1, 3] : (tensor<32x2x16x16xf32>) -> tensor<32x16x2x16xf32>
    %84 = stablehlo.reshape %83 : (tensor<32x16x2x16xf32>) -> tensor<32x16x32xf32>
    %85 = stablehlo.dot_general %84, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16x32xf32>, tensor<32x32xf32>) -> tensor<32x16x32xf32>
    %86 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x16x32xf32>
    %88 = stablehlo.add %85, %87 : tensor<32x16x32xf32>
    %89 = stablehlo.reshape %88 : (tensor<32x16x32xf32>) -> tensor<32x4x4x32xf32>
    %90 = stablehlo.reshape %89 : (tensor<32x4x4x32xf32>) -> tensor<2x4x4x4x4x32xf32>
    %91 = stablehlo.transpose %90, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x4x4x4x4x32xf32>) -> tensor<2x4x4x4x4x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x4x4x4x4x32xf32>) -> tensor<2x16x16x32xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x16x16x32xf32>) -> tensor<2x256x32xf32>
    %94 = stablehlo.add %24, %93 : tensor<2x256x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x256x32xf32>, tensor<f32>) -> tensor<2x256xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %cst_15 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %98 = stablehlo.divide %96, %97 : tensor<2x256x1xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %99 = call @_var(%94, %c_16) : (tensor<2x256x32xf32>, tensor<i32>) -> tensor<2x256x1xf32>
    %100 = stablehlo.reshape %arg11 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %101 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %103 = stablehlo.add %99, %102 : tensor<2x256x1xf32>
    %104 = stablehlo.rsqrt %103 : tensor<2x256x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x32xf32>
    %106 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x256x32xf32>
    %107 = stablehlo.multiply %105, %106 : tensor<2x256x32xf32>
    %108 = stablehlo.negate %98 : tensor<2x256x1xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x32xf32>
    %110 = stablehlo.multiply %109, %107 : tensor<2x256x32xf32>
    %111 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x256x32xf32>
    %112 = stablehlo.add %110, %111 : tensor<2x256x32xf32>
    %113 = stablehlo.multiply %94, %107 : tensor<2x256x32xf32>
    %114 = stablehlo.add %113, %112 : tensor<2x256x32xf32>
    %115 = stablehlo.dot_general %114, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x32xf32>, tensor<32x128xf32>) -> tensor<2x256x128xf32>
    %116 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x256x128xf32>
    %118 = stablehlo.add %115, %117 : tensor<2x256x128xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %120 = stablehlo.multiply %119, %118 : tensor<2x256x128xf32>
    %121 = stablehlo.negate %118 : tensor<2x256x128xf32>
    %cst_19 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %123 = stablehlo.multiply %121, %122 : tensor<2x256x128xf32>
    %124 = chlo.erfc %123 : tensor<2x256x128xf32> -> tensor<2x256x128xf32>
    %125 = stablehlo.multiply %120, %124 : tensor<2x256x128xf32>
    %126 = stablehlo.dot_general %125, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x128xf32>, tensor<128x32xf32>) -> tensor<2x256x32xf32>
    %127 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x256x32xf32>
    %129 = stablehlo.add %126, %128 : tensor<2x256x32xf32>
    %130 = stablehlo.add %94, %129 : tensor<2x256x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x256x32xf32>, tensor<f32>) -> tensor<2x256xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %134 = stablehlo.divide %132, %133 : tensor<2x256x1xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %135 = call @_var(%130, %c_22) : (tensor<2x256x32xf32>, tensor<i32>) -> tensor<2x256x1xf32>
    %136 = stablehlo.reshape %arg17 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %137 = stablehlo.reshape %arg18 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_23 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %139 = stablehlo.add %135, %138 : tensor<2x256x1xf32>
    %140 = stablehlo.rsqrt %139 : tensor<2x256x1xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x32xf32>
    %142 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x256x32xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<2x256x32xf32>
    %144 = stablehlo.negate %134 : tensor<2x256x1xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x32xf32>
    %146 = stablehlo.multiply %145, %143 : tensor<2x256x32xf32>
    %147 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x256x32xf32>
    %148 = stablehlo.add %146, %147 : tensor<2x256x32xf32>
    %149 = stablehlo.multiply %130, %143 : tensor<2x256x32xf32>
    %150 = stablehlo.add %149, %148 : tensor<2x256x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x256x32xf32>) -> tensor<2x16x16x32xf32>
    %152 = call @_roll_static(%151) : (tensor<2x16x16x32xf32>) -> tensor<2x16x16x32xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %153 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<1x16x16x1xi32>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %154 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<1x12x12x1xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %155 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<1x12x12x1xi32>
    %156 = stablehlo.multiply %154, %155 : tensor<1x12x12x1xi32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %157 = stablehlo.dynamic_update_slice %153, %156, %c_27, %c_28, %c_29, %c_30 : (tensor<1x16x16x1xi32>, tensor<1x12x12x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16x1xi32>
    %c_31 = stablehlo.constant dense<1> : tensor<i32>
    %158 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<1x12x2x1xi32>
    %c_32 = stablehlo.constant dense<1> : tensor<i32>
    %159 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<1x12x2x1xi32>
    %160 = stablehlo.multiply %158, %159 : tensor<1x12x2x1xi32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %c_35 = stablehlo.constant dense<12> : tensor<i32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %161 = stablehlo.dynamic_update_slice %157, %160, %c_33, %c_34, %c_35, %c_36 : (tensor<1x16x16x1xi32>, tensor<1x12x2x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16x1xi32>
    %c_37 = stablehlo.constant dense<1> : tensor<i32>
    %162 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<1x12x2x1xi32>
    %c_38 = stablehlo.constant dense<2> : tensor<i32>
    %163 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<1x12x2x1xi32>
    %164 = stablehlo.multiply %162, %163 : tensor<1x12x2x1xi32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %c_41 = stablehlo.constant dense<14> : tensor<i32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %165 = stablehlo.dynamic_update_slice %161, %164, %c_39, %c_40, %c_41, %c_42 : (tensor<1x16x16x1xi32>, tensor<1x12x2x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16x1xi32>
    %c_43 = stablehlo.constant dense<1> : tensor<i32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<1x2x12x1xi32>
    %c_44 = stablehlo.constant dense<3> : tensor<i32>
    %167 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<1x2x12x1xi32>
    %168 = stablehlo.multiply %166, %167 : tensor<1x2x12x1xi32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %c_46 = stablehlo.constant dense<12> : tensor<i32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %169 = stablehlo.dynamic_update_slice %165, %168, %c_45, %c_46, %c_47, %c_48 : (tensor<1x16x16x1xi32>, tensor<1x2x12x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16x1xi32>
    %c_49 = stablehlo.constant dense<1> : tensor<i32>
    %170 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<1x2x2x1xi32>
    %c_50 = stablehlo.constant dense<4> : tensor<i32>
    %171 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<1x2x2x1xi32>
    %172 = stablehlo.multiply %170, %171 : tensor<1x2x2x1xi32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %c_52 = stablehlo.constant dense<12> : tensor<i32>
    %c_53 = stablehlo.constant dense<12> : tensor<i32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %173 = stablehlo.dynamic_update_slice %169, %172, %c_51, %c_52, %c_53, %c_54 : (tensor<1x16x16x1xi32>, tensor<1x2x2x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16x1xi32>
    %c_55 = stablehlo.constant dense<1> : tensor<i32>
    %174 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<1x2x2x1xi32>
    %c_56 = stablehlo.constant dense<5> : tensor<i32>
    %175 = stablehlo.broadcast_in_dim %c_56, dims = [] : (tensor<i32>) -> tensor<1x2x2x1xi32>
    %176 = stablehlo.multiply %174, %175 : tensor<1x2x2x1xi32>
    %c_57 = stablehlo.constant dense<0> : tensor<i32>
    %c_58 = stablehlo.constant dense<12> : tensor<i32>
    %c_59 = stablehlo.constant dense<14> : tensor<i32>
    %c_60 = stablehlo.constant dense<0> : tensor<i32>
    %177 = stablehlo.dynamic_update_slice %173, %176, %c_57, %c_58, %c_59, %c_60 : (tensor<1x16x16x1xi32>, tensor<1x2x2x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16x1xi32>
    %c_61 = stablehlo.constant dense<1> : tensor<i32>
    %178 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i32>) -> tensor<1x2x12x1xi32>
    %c_62 = stablehlo.constant dense<6> : tensor<i32>
    %179 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i32>) -> tensor<1x2x12x1xi32>
    %180 = stablehlo.multiply %178, %179 : tensor<1x2x12x1xi32>
    %c_63 = stablehlo.constant dense<0> : tensor<i32>
    %c_64 = stablehlo.constant dense<14> : tensor<i32>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %181 = stablehlo.dynamic_update_slice %177, %180, %c_63, %c_64, %c_65, %c_66 : (tensor<1x16x16x1xi32>, tensor<1x2x12x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16x1xi32>
    %c_67 = stablehlo.constant dense<1> : tensor<i32>
    %182 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i32>) -> tensor<1x2x2x1xi32>
    %c_68 = stablehlo.constant dense<7> : tensor<i32>
    %183 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i32>) -> tensor<1x2x2x1xi32>
    %184 = stablehlo.multiply %182, %183 : tensor<1x2x2x1xi32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %c_70 = stablehlo.constant dense<14> : tensor<i32>
    %c_71 = stablehlo.constant dense<12> : tensor<i32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %185 = stablehlo.dynamic_update_slice %181, %184, %c_69, %c_70, %c_71, %c_72 : (tensor<1x16x16x1xi32>, tensor<1x2x2x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16x1xi32>
    %c_73 = stablehlo.constant dense<1> : tensor<i32>
    %186 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i32>) -> tensor<1x2x2x1xi32>
    %c_74 = stablehlo.constant dense<8> : tensor<i32>
    %187 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i32>) -> tensor<1x2x2x1xi32>
    %188 = stablehlo.multiply %186, %187 : tensor<1x2x2x1xi32>
    %c_75 = stablehlo.constant dense<0> : tensor<i32>
    %c_76 = stablehlo.constant dense<14> : tensor<i32>
    %c_77 = stablehlo.constant dense<14> : tensor<i32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %189 = stablehlo.dynamic_update_slice %185, %188, %c_75, %c_76, %c_77, %c_78 : (tensor<1x16x16x1xi32>, tensor<1x2x2x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16x1xi32>
    %190 = stablehlo.reshape %189 : (tensor<1x16x16x1xi32>) -> tensor<1x4x4x4x4x1xi32>
    %191 = stablehlo.transpose %190, dims = [0, 1, 3, 2, 4, 5] : (tensor<1x4x4x4x4x1xi32>) -> tensor<1x4x4x4x4x1xi32>
    %192 = stablehlo.reshape %191 : (tensor<1x4x4x4x4x1xi32>) -> tensor<16x4x4x1xi32>
    %193 = stablehlo.reshape %192 : (tensor<16x4x4x1xi32>) -> tensor<16x16xi32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 2] : (tensor<16x16xi32>) -> tensor<16x1x16xi32>
    %195 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<16x16xi32>) -> tensor<16x16x1xi32>
    %196 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<16x1x16xi32>) -> tensor<16x16x16xi32>
    %197 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<16x16x1xi32>) -> tensor<16x16x16xi32>
    %198 = stablehlo.compare NE, %196, %197, SIGNED : (tensor<16x16x16xi32>, tensor<16x16x16xi32>) -> tensor<16x16x16xi1>
    %199 = stablehlo.convert %198 : (tensor<16x16x16xi1>) -> tensor<16x16x16xf32>
    %cst_79 = stablehlo.constant dense<-1.000000e+02> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %201 = stablehlo.multiply %199, %200 : tensor<16x16x16xf32>
    %202 = stablehlo.reshape %152 : (tensor<2x16x16x32xf32>) -> tensor<2x4x4x4x4x32xf32>
    %203 = stablehlo.transpose %202, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x4x4x4x4x32xf32>) -> tensor<2x4x4x4x4x32xf32>
    %204 = stablehlo.reshape %203 : (tensor<2x4x4x4x4x32xf32>) -> tensor<32x4x4x32xf32>
    %205 = stablehlo.reshape %204 : (tensor<32x4x4x32xf32>) -> tensor<32x16x32xf32>
    %206 = stablehlo.dot_general %205, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16x32xf32>, tensor<32x96xf32>) -> tensor<32x16x96xf32>
    %207 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<1x1x96xf32>) -> tensor<32x16x96xf32>
    %209 = stablehlo.add %206, %208 : tensor<32x16x96xf32>
    %210 = stablehlo.reshape %209 : (tensor<32x16x96xf32>) -> tensor<32x16x3x2x16xf32>
    %211 = stablehlo.transpose %210, dims = [2, 0, 3, 1, 4] : (tensor<32x16x3x2x16xf32>) -> tensor<3x32x2x16x16xf32>
    %212 = stablehlo.slice %211 [0:1, 0:32, 0:2, 0:16, 0:16] : (tensor<3x32x2x16x16xf32>) -> tensor<1x32x2x16x16xf32>
    %213 = stablehlo.reshape %212 : (tensor<1x32x2x16x16xf32>) -> tensor<32x2x16x16xf32>
    %214 = stablehlo.slice %211 [1:2, 0:32, 0:2, 0:16, 0:16] : (tensor<3x32x2x16x16xf32>) -> tensor<1x32x2x16x16xf32>
    %215 = stablehlo.reshape %214 : (tensor<1x32x2x16x16xf32>) -> tensor<32x2x16x16xf32>
    %216 = stablehlo.slice %211 [2:3, 0:32, 0:2, 0:16, 0:16] : (tensor<3x32x2x16x16xf32>) -> tensor<1x32x2x16x16xf32>
    %217 = stablehlo.reshape %216 : (tensor<1x32x2x16x16xf32>) -> tensor<32x2x16x16xf32>
    %cst_80 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<32x2x16x16xf32>
    %219 = stablehlo.multiply %213, %218 : tensor<32x2x16x16xf32>
    %220 = stablehlo.transpose %215, dims = [0, 1, 3, 2] : (tensor<32x2x16x16xf32>) -> tensor<32x2x16x16xf32>
    %221 = stablehlo.dot_general %219, %220, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<32x2x16x16xf32>, tensor<32x2x16x16xf32>) -> tensor<32x2x16x16xf32>
    %222 = call @_take(%arg19, %c_0) : (tensor<49x2xf32>, tensor<16x16xi32>) -> tensor<16x16x2xf32>
    %223 = stablehlo.transpose %222, dims = [2, 0, 1] : (tensor<16x16x2xf32>) -> tensor<2x16x16xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [1, 2, 3] : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3] : (tensor<1x2x16x16xf32>) -> tensor<32x2x16x16xf32>
    %226 = stablehlo.add %221, %225 : tensor<32x2x16x16xf32>
    %227 = stablehlo.reshape %226 : (tensor<32x2x16x16xf32>) -> tensor<2x16x2x16x16xf32>
    %228 = stablehlo.broadcast_in_dim %201, dims = [0, 2, 3] : (tensor<16x16x16xf32>) -> tensor<16x1x16x16xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [1, 2, 3, 4] : (tensor<16x1x16x16xf32>) -> tensor<1x16x1x16x16xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3, 4] : (tensor<1x16x1x16x16xf32>) -> tensor<2x16x2x16x16xf32>
    %231 = stablehlo.add %227, %230 : tensor<2x16x2x16x16xf32>
    %232 = stablehlo.reshape %231 : (tensor<2x16x2x16x16xf32>) -> tensor<32x2x16x16xf32>
    %cst_81 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %233 = stablehlo.reduce(%232 init: %cst_81) applies stablehlo.maximum across dimensions = [3] : (tensor<32x2x16x16xf32>, tensor<f32>) -> tensor<32x2x16xf32>
    %cst_82 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %235 = stablehlo.maximum %234, %233 : tensor<32x2x16xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<32x2x16xf32>) -> tensor<32x2x16x1xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2, 3] : (tensor<32x2x16x1xf32>) -> tensor<32x2x16x16xf32>
    %238 = stablehlo.subtract %232, %237 : tensor<32x2x16x16xf32>
    %239 = stablehlo.exponential %238 : tensor<32x2x16x16xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%239 init: %cst_83) applies stablehlo.add across dimensions = [3] : (tensor<32x2x16x16xf32>, tensor<f32>) -> tensor<32x2x16xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<32x2x16xf32>) -> tensor<32x2x16x1xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3] : (tensor<32x2x16x1xf32>) -> tensor<32x2x16x16xf32>
    %243 = stablehlo.divide %239, %242 : tensor<32x2x16x16xf32>
    %244 = stablehlo.dot_general %243, %217, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<32x2x16x16xf32>, tensor<32x2x16x16xf32>) -> tensor<32x2x16x16xf32>
    %245 = stablehlo.transpose %244, dims = [0, 2, 1, 3] : (tensor<32x2x16x16xf32>) -> tensor<32x16x2x16xf32>
    %246 = stablehlo.reshape %245 : (tensor<32x16x2x16xf32>) -> tensor<32x16x32xf32>
    %247 = stablehlo.dot_general %246, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16x32xf32>, tensor<32x32xf32>) -> tensor<32x16x32xf32>
    %248 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x16x32xf32>
    %250 = stablehlo.add %247, %249 : tensor<32x16x32xf32>
    %251 = stablehlo.reshape %250 : (tensor<32x16x32xf32>) -> tensor<32x4x4x32xf32>
    %252 = stablehlo.reshape %251 : (tensor<32x4x4x32xf32>) -> tensor<2x4x4x4x4x32xf32>
    %253 = stablehlo.transpose %252, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x4x4x4x4x32xf32>) -> tensor<2x4x4x4x4x32xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x4x4x4x4x32xf32>) -> tensor<2x16x16x32xf32>
    %255 = call @_roll_static_1(%254) : (tensor<2x16x16x32xf32>) -> tensor<2x16x16x32xf32>
    %256 = stablehlo.reshape %255 : (tensor<2x16x16x32xf32>) -> tensor<2x256x32xf32>
    %257 = stablehlo.add %130, %256 : tensor<2x256x32xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%257 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<2x256x32xf32>, tensor<f32>) -> tensor<2x256xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %cst_85 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %261 = stablehlo.divide %259, %260 : tensor<2x256x1xf32>
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %262 = call @_var(%257, %c_86) : (tensor<2x256x32xf32>, tensor<i32>) -> tensor<2x256x1xf32>
    %263 = stablehlo.reshape %arg24 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %264 = stablehlo.reshape %arg25 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_87 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %266 = stablehlo.add %262, %265 : tensor<2x256x1xf32>
    %267 = stablehlo.rsqrt %266 : tensor<2x256x1xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x32xf32>
    %269 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x256x32xf32>
    %270 = stablehlo.multiply %268, %269 : tensor<2x256x32xf32>
    %271 = stablehlo.negate %261 : tensor<2x256x1xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x32xf32>
    %273 = stablehlo.multiply %272, %270 : tensor<2x256x32xf32>
    %274 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x256x32xf32>
    %275 = stablehlo.add %273, %274 : tensor<2x256x32xf32>
    %276 = stablehlo.multiply %257, %270 : tensor<2x256x32xf32>
    %277 = stablehlo.add %276, %275 : tensor<2x256x32xf32>
    %278 = stablehlo.dot_general %277, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x32xf32>, tensor<32x128xf32>) -> tensor<2x256x128xf32>
    %279 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x256x128xf32>
    %281 = stablehlo.add %278, %280 : tensor<2x256x128xf32>
    %cst_88 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %283 = stablehlo.multiply %282, %281 : tensor<2x256x128xf32>
    %284 = stablehlo.negate %281 : tensor<2x256x128xf32>
    %cst_89 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x256x128xf32>
    %286 = stablehlo.multiply %284, %285 : tensor<2x256x128xf32>
    %287 = chlo.erfc %286 : tensor<2x256x128xf32> -> tensor<2x256x128xf32>
    %288 = stablehlo.multiply %283, %287 : tensor<2x256x128xf32>
    %289 = stablehlo.dot_general %288, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x128xf32>, tensor<128x32xf32>) -> tensor<2x256x32xf32>
    %290 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x256x32xf32>
    %292 = stablehlo.add %289, %291 : tensor<2x256x32xf32>
    %293 = stablehlo.add %257, %292 : tensor<2x256x32xf32>
    %294 = stablehlo.reshape %293 : (tensor<2x256x32xf32>) -> tensor<2x16x16x32xf32>
    %c_90 = stablehlo.constant dense<0> : tensor<i32>
    %295 = call @_pad(%294, %c_90) : (tensor<2x16x16x32xf32>, tensor<i32>) -> tensor<2x16x16x32xf32>
    %296 = stablehlo.slice %295 [0:2, 0:16:2, 0:16:2, 0:32] : (tensor<2x16x16x32xf32>) -> tensor<2x8x8x32xf32>
    %297 = stablehlo.slice %295 [0:2, 1:16:2, 0:16:2, 0:32] : (tensor<2x16x16x32xf32>) -> tensor<2x8x8x32xf32>
    %298 = stablehlo.slice %295 [0:2, 0:16:2, 1:16:2, 0:32] : (tensor<2x16x16x32xf32>) -> tensor<2x8x8x32xf32>
    %299 = stablehlo.slice %295 [0:2, 1:16:2, 1:16:2, 0:32] : (tensor<2x16x16x32xf32>) -> tensor<2x8x8x32xf32>
    %300 = stablehlo.concatenate %296, %297, %298, %299, dim = 3 : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<2x8x8x128xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_91) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x128xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %cst_92 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %304 = stablehlo.divide %302, %303 : tensor<2x8x8x1xf32>
    %c_93 = stablehlo.constant dense<0> : tensor<i32>
    %305 = call @_var_2(%300, %c_93) : (tensor<2x8x8x128xf32>, tensor<i32>) -> tensor<2x8x8x1xf32>
    %306 = stablehlo.reshape %arg31 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %307 = stablehlo.reshape %arg32 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_94 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %309 = stablehlo.add %305, %308 : tensor<2x8x8x1xf32>
    %310 = stablehlo.rsqrt %309 : tensor<2x8x8x1xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x128xf32>
    %312 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x8x8x128xf32>
    %313 = stablehlo.multiply %311, %312 : tensor<2x8x8x128xf32>
    %314 = stablehlo.negate %304 : tensor<2x8x8x1xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x128xf32>
    %316 = stablehlo.multiply %315, %313 : tensor<2x8x8x128xf32>
    %317 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x8x8x128xf32>
    %318 = stablehlo.add %316, %317 : tensor<2x8x8x128xf32>
    %319 = stablehlo.multiply %300, %313 : tensor<2x8x8x128xf32>
    %320 = stablehlo.add %319, %318 : tensor<2x8x8x128xf32>
    %321 = stablehlo.dot_general %320, %arg30, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8x128xf32>, tensor<128x64xf32>) -> tensor<2x8x8x64xf32>
    %322 = stablehlo.reshape %321 : (tensor<2x8x8x64xf32>) -> tensor<2x64x64xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.reduce(%322 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_96 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %326 = stablehlo.divide %324, %325 : tensor<2x64x1xf32>
    %c_97 = stablehlo.constant dense<0> : tensor<i32>
    %327 = call @_var_4(%322, %c_97) : (tensor<2x64x64xf32>, tensor<i32>) -> tensor<2x64x1xf32>
    %328 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %329 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_98 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %331 = stablehlo.add %327, %330 : tensor<2x64x1xf32>
    %332 = stablehlo.rsqrt %331 : tensor<2x64x1xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x64xf32>
    %334 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x64x64xf32>
    %335 = stablehlo.multiply %333, %334 : tensor<2x64x64xf32>
    %336 = stablehlo.negate %326 : tensor<2x64x1xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x64xf32>
    %338 = stablehlo.multiply %337, %335 : tensor<2x64x64xf32>
    %339 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x64x64xf32>
    %340 = stablehlo.add %338, %339 : tensor<2x64x64xf32>
    %341 = stablehlo.multiply %322, %335 : tensor<2x64x64xf32>
    %342 = stablehlo.add %341, %340 : tensor<2x64x64xf32>
    %343 = stablehlo.reshape %342 : (tensor<2x64x64xf32>) -> tensor<2x8x8x64xf32>
    %344 = stablehlo.reshape %343 : (tensor<2x8x8x64xf32>) -> tensor<2x2x4x2x4x64xf32>
    %345 = stablehlo.transpose %344, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x4x2x4x64xf32>) -> tensor<2x2x2x4x4x64xf32>
    %346 = stablehlo.reshape %345 : (tensor<2x2x2x4x4x64xf32>) -> tensor<8x4x4x64xf32>
    %347 = stablehlo.reshape %346 : (tensor<8x4x4x64xf32>) -> tensor<8x16x64xf32>
    %348 = stablehlo.dot_general %347, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x192xf32>) -> tensor<8x16x192xf32>
    %349 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x16x192xf32>
    %351 = stablehlo.add %348, %350 : tensor<8x16x192xf32>
    %352 = stablehlo.reshape %351 : (tensor<8x16x192xf32>) -> tensor<8x16x3x4x16xf32>
    %353 = stablehlo.transpose %352, dims = [2, 0, 3, 1, 4] : (tensor<8x16x3x4x16xf32>) -> tensor<3x8x4x16x16xf32>
    %354 = stablehlo.slice %353 [0:1, 0:8, 0:4, 0:16, 0:16] : (tensor<3x8x4x16x16xf32>) -> tensor<1x8x4x16x16xf32>
    %355 = stablehlo.reshape %354 : (tensor<1x8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %356 = stablehlo.slice %353 [1:2, 0:8, 0:4, 0:16, 0:16] : (tensor<3x8x4x16x16xf32>) -> tensor<1x8x4x16x16xf32>
    %357 = stablehlo.reshape %356 : (tensor<1x8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %358 = stablehlo.slice %353 [2:3, 0:8, 0:4, 0:16, 0:16] : (tensor<3x8x4x16x16xf32>) -> tensor<1x8x4x16x16xf32>
    %359 = stablehlo.reshape %358 : (tensor<1x8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %cst_99 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %361 = stablehlo.multiply %355, %360 : tensor<8x4x16x16xf32>
    %362 = stablehlo.transpose %357, dims = [0, 1, 3, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %363 = stablehlo.dot_general %361, %362, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %364 = call @_take_6(%arg35, %c_1) : (tensor<49x4xf32>, tensor<16x16xi32>) -> tensor<16x16x4xf32>
    %365 = stablehlo.transpose %364, dims = [2, 0, 1] : (tensor<16x16x4xf32>) -> tensor<4x16x16xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [1, 2, 3] : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2, 3] : (tensor<1x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %368 = stablehlo.add %363, %367 : tensor<8x4x16x16xf32>
    %cst_100 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %369 = stablehlo.reduce(%368 init: %cst_100) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_101 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %371 = stablehlo.maximum %370, %369 : tensor<8x4x16xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %374 = stablehlo.subtract %368, %373 : tensor<8x4x16x16xf32>
    %375 = stablehlo.exponential %374 : tensor<8x4x16x16xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.reduce(%375 init: %cst_102) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %379 = stablehlo.divide %375, %378 : tensor<8x4x16x16xf32>
    %380 = stablehlo.dot_general %379, %359, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %381 = stablehlo.transpose %380, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %382 = stablehlo.reshape %381 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %383 = stablehlo.dot_general %382, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %384 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %386 = stablehlo.add %383, %385 : tensor<8x16x64xf32>
    %387 = stablehlo.reshape %386 : (tensor<8x16x64xf32>) -> tensor<8x4x4x64xf32>
    %388 = stablehlo.reshape %387 : (tensor<8x4x4x64xf32>) -> tensor<2x2x2x4x4x64xf32>
    %389 = stablehlo.transpose %388, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x2x4x4x64xf32>) -> tensor<2x2x4x2x4x64xf32>
    %390 = stablehlo.reshape %389 : (tensor<2x2x4x2x4x64xf32>) -> tensor<2x8x8x64xf32>
    %391 = stablehlo.reshape %390 : (tensor<2x8x8x64xf32>) -> tensor<2x64x64xf32>
    %392 = stablehlo.add %322, %391 : tensor<2x64x64xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %393 = stablehlo.reduce(%392 init: %cst_103) applies stablehlo.add across dimensions = [2] : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_104 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %396 = stablehlo.divide %394, %395 : tensor<2x64x1xf32>
    %c_105 = stablehlo.constant dense<0> : tensor<i32>
    %397 = call @_var_4(%392, %c_105) : (tensor<2x64x64xf32>, tensor<i32>) -> tensor<2x64x1xf32>
    %398 = stablehlo.reshape %arg40 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %399 = stablehlo.reshape %arg41 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_106 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %401 = stablehlo.add %397, %400 : tensor<2x64x1xf32>
    %402 = stablehlo.rsqrt %401 : tensor<2x64x1xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x64xf32>
    %404 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x64x64xf32>
    %405 = stablehlo.multiply %403, %404 : tensor<2x64x64xf32>
    %406 = stablehlo.negate %396 : tensor<2x64x1xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x64xf32>
    %408 = stablehlo.multiply %407, %405 : tensor<2x64x64xf32>
    %409 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x64x64xf32>
    %410 = stablehlo.add %408, %409 : tensor<2x64x64xf32>
    %411 = stablehlo.multiply %392, %405 : tensor<2x64x64xf32>
    %412 = stablehlo.add %411, %410 : tensor<2x64x64xf32>
    %413 = stablehlo.dot_general %412, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x64xf32>, tensor<64x256xf32>) -> tensor<2x64x256xf32>
    %414 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x64x256xf32>
    %416 = stablehlo.add %413, %415 : tensor<2x64x256xf32>
    %cst_107 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x64x256xf32>
    %418 = stablehlo.multiply %417, %416 : tensor<2x64x256xf32>
    %419 = stablehlo.negate %416 : tensor<2x64x256xf32>
    %cst_108 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x64x256xf32>
    %421 = stablehlo.multiply %419, %420 : tensor<2x64x256xf32>
    %422 = chlo.erfc %421 : tensor<2x64x256xf32> -> tensor<2x64x256xf32>
    %423 = stablehlo.multiply %418, %422 : tensor<2x64x256xf32>
    %424 = stablehlo.dot_general %423, %arg44, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x256xf32>, tensor<256x64xf32>) -> tensor<2x64x64xf32>
    %425 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x64x64xf32>
    %427 = stablehlo.add %424, %426 : tensor<2x64x64xf32>
    %428 = stablehlo.add %392, %427 : tensor<2x64x64xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %429 = stablehlo.reduce(%428 init: %cst_109) applies stablehlo.add across dimensions = [2] : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_110 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %432 = stablehlo.divide %430, %431 : tensor<2x64x1xf32>
    %c_111 = stablehlo.constant dense<0> : tensor<i32>
    %433 = call @_var_4(%428, %c_111) : (tensor<2x64x64xf32>, tensor<i32>) -> tensor<2x64x1xf32>
    %434 = stablehlo.reshape %arg46 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %435 = stablehlo.reshape %arg47 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_112 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %437 = stablehlo.add %433, %436 : tensor<2x64x1xf32>
    %438 = stablehlo.rsqrt %437 : tensor<2x64x1xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x64xf32>
    %440 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x64x64xf32>
    %441 = stablehlo.multiply %439, %440 : tensor<2x64x64xf32>
    %442 = stablehlo.negate %432 : tensor<2x64x1xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x64xf32>
    %444 = stablehlo.multiply %443, %441 : tensor<2x64x64xf32>
    %445 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x64x64xf32>
    %446 = stablehlo.add %444, %445 : tensor<2x64x64xf32>
    %447 = stablehlo.multiply %428, %441 : tensor<2x64x64xf32>
    %448 = stablehlo.add %447, %446 : tensor<2x64x64xf32>
    %449 = stablehlo.reshape %448 : (tensor<2x64x64xf32>) -> tensor<2x8x8x64xf32>
    %450 = call @_roll_static_7(%449) : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %c_113 = stablehlo.constant dense<0> : tensor<i32>
    %451 = stablehlo.broadcast_in_dim %c_113, dims = [] : (tensor<i32>) -> tensor<1x8x8x1xi32>
    %c_114 = stablehlo.constant dense<1> : tensor<i32>
    %452 = stablehlo.broadcast_in_dim %c_114, dims = [] : (tensor<i32>) -> tensor<1x4x4x1xi32>
    %c_115 = stablehlo.constant dense<0> : tensor<i32>
    %453 = stablehlo.broadcast_in_dim %c_115, dims = [] : (tensor<i32>) -> tensor<1x4x4x1xi32>
    %454 = stablehlo.multiply %452, %453 : tensor<1x4x4x1xi32>
    %c_116 = stablehlo.constant dense<0> : tensor<i32>
    %c_117 = stablehlo.constant dense<0> : tensor<i32>
    %c_118 = stablehlo.constant dense<0> : tensor<i32>
    %c_119 = stablehlo.constant dense<0> : tensor<i32>
    %455 = stablehlo.dynamic_update_slice %451, %454, %c_116, %c_117, %c_118, %c_119 : (tensor<1x8x8x1xi32>, tensor<1x4x4x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8x1xi32>
    %c_120 = stablehlo.constant dense<1> : tensor<i32>
    %456 = stablehlo.broadcast_in_dim %c_120, dims = [] : (tensor<i32>) -> tensor<1x4x2x1xi32>
    %c_121 = stablehlo.constant dense<1> : tensor<i32>
    %457 = stablehlo.broadcast_in_dim %c_121, dims = [] : (tensor<i32>) -> tensor<1x4x2x1xi32>
    %458 = stablehlo.multiply %456, %457 : tensor<1x4x2x1xi32>
    %c_122 = stablehlo.constant dense<0> : tensor<i32>
    %c_123 = stablehlo.constant dense<0> : tensor<i32>
    %c_124 = stablehlo.constant dense<4> : tensor<i32>
    %c_125 = stablehlo.constant dense<0> : tensor<i32>
    %459 = stablehlo.dynamic_update_slice %455, %458, %c_122, %c_123, %c_124, %c_125 : (tensor<1x8x8x1xi32>, tensor<1x4x2x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8x1xi32>
    %c_126 = stablehlo.constant dense<1> : tensor<i32>
    %460 = stablehlo.broadcast_in_dim %c_126, dims = [] : (tensor<i32>) -> tensor<1x4x2x1xi32>
    %c_127 = stablehlo.constant dense<2> : tensor<i32>
    %461 = stablehlo.broadcast_in_dim %c_127, dims = [] : (tensor<i32>) -> tensor<1x4x2x1xi32>
    %462 = stablehlo.multiply %460, %461 : tensor<1x4x2x1xi32>
    %c_128 = stablehlo.constant dense<0> : tensor<i32>
    %c_129 = stablehlo.constant dense<0> : tensor<i32>
    %c_130 = stablehlo.constant dense<6> : tensor<i32>
    %c_131 = stablehlo.constant dense<0> : tensor<i32>
    %463 = stablehlo.dynamic_update_slice %459, %462, %c_128, %c_129, %c_130, %c_131 : (tensor<1x8x8x1xi32>, tensor<1x4x2x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8x1xi32>
    %c_132 = stablehlo.constant dense<1> : tensor<i32>
    %464 = stablehlo.broadcast_in_dim %c_132, dims = [] : (tensor<i32>) -> tensor<1x2x4x1xi32>
    %c_133 = stablehlo.constant dense<3> : tensor<i32>
    %465 = stablehlo.broadcast_in_dim %c_133, dims = [] : (tensor<i32>) -> tensor<1x2x4x1xi32>
    %466 = stablehlo.multiply %464, %465 : tensor<1x2x4x1xi32>
    %c_134 = stablehlo.constant dense<0> : tensor<i32>
    %c_135 = stablehlo.constant dense<4> : tensor<i32>
    %c_136 = stablehlo.constant dense<0> : tensor<i32>
    %c_137 = stablehlo.constant dense<0> : tensor<i32>
    %467 = stablehlo.dynamic_update_slice %463, %466, %c_134, %c_135, %c_136, %c_137 : (tensor<1x8x8x1xi32>, tensor<1x2x4x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8x1xi32>
    %c_138 = stablehlo.constant dense<1> : tensor<i32>
    %468 = stablehlo.broadcast_in_dim %c_138, dims = [] : (tensor<i32>) -> tensor<1x2x2x1xi32>
    %c_139 = stablehlo.constant dense<4> : tensor<i32>
    %469 = stablehlo.broadcast_in_dim %c_139, dims = [] : (tensor<i32>) -> tensor<1x2x2x1xi32>
    %470 = stablehlo.multiply %468, %469 : tensor<1x2x2x1xi32>
    %c_140 = stablehlo.constant dense<0> : tensor<i32>
    %c_141 = stablehlo.constant dense<4> : tensor<i32>
    %c_142 = stablehlo.constant dense<4> : tensor<i32>
    %c_143 = stablehlo.constant dense<0> : tensor<i32>
    %471 = stablehlo.dynamic_update_slice %467, %470, %c_140, %c_141, %c_142, %c_143 : (tensor<1x8x8x1xi32>, tensor<1x2x2x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8x1xi32>
    %c_144 = stablehlo.constant dense<1> : tensor<i32>
    %472 = stablehlo.broadcast_in_dim %c_144, dims = [] : (tensor<i32>) -> tensor<1x2x2x1xi32>
    %c_145 = stablehlo.constant dense<5> : tensor<i32>
    %473 = stablehlo.broadcast_in_dim %c_145, dims = [] : (tensor<i32>) -> tensor<1x2x2x1xi32>
    %474 = stablehlo.multiply %472, %473 : tensor<1x2x2x1xi32>
    %c_146 = stablehlo.constant dense<0> : tensor<i32>
    %c_147 = stablehlo.constant dense<4> : tensor<i32>
    %c_148 = stablehlo.constant dense<6> : tensor<i32>
    %c_149 = stablehlo.constant dense<0> : tensor<i32>
    %475 = stablehlo.dynamic_update_slice %471, %474, %c_146, %c_147, %c_148, %c_149 : (tensor<1x8x8x1xi32>, tensor<1x2x2x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8x1xi32>
    %c_150 = stablehlo.constant dense<1> : tensor<i32>
    %476 = stablehlo.broadcast_in_dim %c_150, dims = [] : (tensor<i32>) -> tensor<1x2x4x1xi32>
    %c_151 = stablehlo.constant dense<6> : tensor<i32>
    %477 = stablehlo.broadcast_in_dim %c_151, dims = [] : (tensor<i32>) -> tensor<1x2x4x1xi32>
    %478 = stablehlo.multiply %476, %477 : tensor<1x2x4x1xi32>
    %c_152 = stablehlo.constant dense<0> : tensor<i32>
    %c_153 = stablehlo.constant dense<6> : tensor<i32>
    %c_154 = stablehlo.constant dense<0> : tensor<i32>
    %c_155 = stablehlo.constant dense<0> : tensor<i32>
    %479 = stablehlo.dynamic_update_slice %475, %478, %c_152, %c_153, %c_154, %c_155 : (tensor<1x8x8x1xi32>, tensor<1x2x4x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8x1xi32>
    %c_156 = stablehlo.constant dense<1> : tensor<i32>
    %480 = stablehlo.broadcast_in_dim %c_156, dims = [] : (tensor<i32>) -> tensor<1x2x2x1xi32>
    %c_157 = stablehlo.constant dense<7> : tensor<i32>
    %481 = stablehlo.broadcast_in_dim %c_157, dims = [] : (tensor<i32>) -> tensor<1x2x2x1xi32>
    %482 = stablehlo.multiply %480, %481 : tensor<1x2x2x1xi32>
    %c_158 = stablehlo.constant dense<0> : tensor<i32>
    %c_159 = stablehlo.constant dense<6> : tensor<i32>
    %c_160 = stablehlo.constant dense<4> : tensor<i32>
    %c_161 = stablehlo.constant dense<0> : tensor<i32>
    %483 = stablehlo.dynamic_update_slice %479, %482, %c_158, %c_159, %c_160, %c_161 : (tensor<1x8x8x1xi32>, tensor<1x2x2x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8x1xi32>
    %c_162 = stablehlo.constant dense<1> : tensor<i32>
    %484 = stablehlo.broadcast_in_dim %c_162, dims = [] : (tensor<i32>) -> tensor<1x2x2x1xi32>
    %c_163 = stablehlo.constant dense<8> : tensor<i32>
    %485 = stablehlo.broadcast_in_dim %c_163, dims = [] : (tensor<i32>) -> tensor<1x2x2x1xi32>
    %486 = stablehlo.multiply %484, %485 : tensor<1x2x2x1xi32>
    %c_164 = stablehlo.constant dense<0> : tensor<i32>
    %c_165 = stablehlo.constant dense<6> : tensor<i32>
    %c_166 = stablehlo.constant dense<6> : tensor<i32>
    %c_167 = stablehlo.constant dense<0> : tensor<i32>
    %487 = stablehlo.dynamic_update_slice %483, %486, %c_164, %c_165, %c_166, %c_167 : (tensor<1x8x8x1xi32>, tensor<1x2x2x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8x1xi32>
    %488 = stablehlo.reshape %487 : (tensor<1x8x8x1xi32>) -> tensor<1x2x4x2x4x1xi32>
    %489 = stablehlo.transpose %488, dims = [0, 1, 3, 2, 4, 5] : (tensor<1x2x4x2x4x1xi32>) -> tensor<1x2x2x4x4x1xi32>
    %490 = stablehlo.reshape %489 : (tensor<1x2x2x4x4x1xi32>) -> tensor<4x4x4x1xi32>
    %491 = stablehlo.reshape %490 : (tensor<4x4x4x1xi32>) -> tensor<4x16xi32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 2] : (tensor<4x16xi32>) -> tensor<4x1x16xi32>
    %493 = stablehlo.broadcast_in_dim %491, dims = [0, 1] : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %494 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2] : (tensor<4x1x16xi32>) -> tensor<4x16x16xi32>
    %495 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2] : (tensor<4x16x1xi32>) -> tensor<4x16x16xi32>
    %496 = stablehlo.compare NE, %494, %495, SIGNED : (tensor<4x16x16xi32>, tensor<4x16x16xi32>) -> tensor<4x16x16xi1>
    %497 = stablehlo.convert %496 : (tensor<4x16x16xi1>) -> tensor<4x16x16xf32>
    %cst_168 = stablehlo.constant dense<-1.000000e+02> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %499 = stablehlo.multiply %497, %498 : tensor<4x16x16xf32>
    %500 = stablehlo.reshape %450 : (tensor<2x8x8x64xf32>) -> tensor<2x2x4x2x4x64xf32>
    %501 = stablehlo.transpose %500, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x4x2x4x64xf32>) -> tensor<2x2x2x4x4x64xf32>
    %502 = stablehlo.reshape %501 : (tensor<2x2x2x4x4x64xf32>) -> tensor<8x4x4x64xf32>
    %503 = stablehlo.reshape %502 : (tensor<8x4x4x64xf32>) -> tensor<8x16x64xf32>
    %504 = stablehlo.dot_general %503, %arg49, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x192xf32>) -> tensor<8x16x192xf32>
    %505 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x16x192xf32>
    %507 = stablehlo.add %504, %506 : tensor<8x16x192xf32>
    %508 = stablehlo.reshape %507 : (tensor<8x16x192xf32>) -> tensor<8x16x3x4x16xf32>
    %509 = stablehlo.transpose %508, dims = [2, 0, 3, 1, 4] : (tensor<8x16x3x4x16xf32>) -> tensor<3x8x4x16x16xf32>
    %510 = stablehlo.slice %509 [0:1, 0:8, 0:4, 0:16, 0:16] : (tensor<3x8x4x16x16xf32>) -> tensor<1x8x4x16x16xf32>
    %511 = stablehlo.reshape %510 : (tensor<1x8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %512 = stablehlo.slice %509 [1:2, 0:8, 0:4, 0:16, 0:16] : (tensor<3x8x4x16x16xf32>) -> tensor<1x8x4x16x16xf32>
    %513 = stablehlo.reshape %512 : (tensor<1x8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %514 = stablehlo.slice %509 [2:3, 0:8, 0:4, 0:16, 0:16] : (tensor<3x8x4x16x16xf32>) -> tensor<1x8x4x16x16xf32>
    %515 = stablehlo.reshape %514 : (tensor<1x8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %cst_169 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %517 = stablehlo.multiply %511, %516 : tensor<8x4x16x16xf32>
    %518 = stablehlo.transpose %513, dims = [0, 1, 3, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %519 = stablehlo.dot_general %517, %518, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %520 = call @_take_6(%arg48, %c_2) : (tensor<49x4xf32>, tensor<16x16xi32>) -> tensor<16x16x4xf32>
    %521 = stablehlo.transpose %520, dims = [2, 0, 1] : (tensor<16x16x4xf32>) -> tensor<4x16x16xf32>
    %522 = stablehlo.broadcast_in_dim %521, dims = [1, 2, 3] : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [0, 1, 2, 3] : (tensor<1x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %524 = stablehlo.add %519, %523 : tensor<8x4x16x16xf32>
    %525 = stablehlo.reshape %524 : (tensor<8x4x16x16xf32>) -> tensor<2x4x4x16x16xf32>
    %526 = stablehlo.broadcast_in_dim %499, dims = [0, 2, 3] : (tensor<4x16x16xf32>) -> tensor<4x1x16x16xf32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [1, 2, 3, 4] : (tensor<4x1x16x16xf32>) -> tensor<1x4x1x16x16xf32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2, 3, 4] : (tensor<1x4x1x16x16xf32>) -> tensor<2x4x4x16x16xf32>
    %529 = stablehlo.add %525, %528 : tensor<2x4x4x16x16xf32>
    %530 = stablehlo.reshape %529 : (tensor<2x4x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %cst_170 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %531 = stablehlo.reduce(%530 init: %cst_170) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_171 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %533 = stablehlo.maximum %532, %531 : tensor<8x4x16xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %536 = stablehlo.subtract %530, %535 : tensor<8x4x16x16xf32>
    %537 = stablehlo.exponential %536 : tensor<8x4x16x16xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %538 = stablehlo.reduce(%537 init: %cst_172) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %541 = stablehlo.divide %537, %540 : tensor<8x4x16x16xf32>
    %542 = stablehlo.dot_general %541, %515, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %543 = stablehlo.transpose %542, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %544 = stablehlo.reshape %543 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %545 = stablehlo.dot_general %544, %arg51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %546 = stablehlo.broadcast_in_dim %arg52, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %548 = stablehlo.add %545, %547 : tensor<8x16x64xf32>
    %549 = stablehlo.reshape %548 : (tensor<8x16x64xf32>) -> tensor<8x4x4x64xf32>
    %550 = stablehlo.reshape %549 : (tensor<8x4x4x64xf32>) -> tensor<2x2x2x4x4x64xf32>
    %551 = stablehlo.transpose %550, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x2x4x4x64xf32>) -> tensor<2x2x4x2x4x64xf32>
    %552 = stablehlo.reshape %551 : (tensor<2x2x4x2x4x64xf32>) -> tensor<2x8x8x64xf32>
    %553 = call @_roll_static_8(%552) : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %554 = stablehlo.reshape %553 : (tensor<2x8x8x64xf32>) -> tensor<2x64x64xf32>
    %555 = stablehlo.add %428, %554 : tensor<2x64x64xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %556 = stablehlo.reduce(%555 init: %cst_173) applies stablehlo.add across dimensions = [2] : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %557 = stablehlo.broadcast_in_dim %556, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_174 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %559 = stablehlo.divide %557, %558 : tensor<2x64x1xf32>
    %c_175 = stablehlo.constant dense<0> : tensor<i32>
    %560 = call @_var_4(%555, %c_175) : (tensor<2x64x64xf32>, tensor<i32>) -> tensor<2x64x1xf32>
    %561 = stablehlo.reshape %arg53 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %562 = stablehlo.reshape %arg54 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_176 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %564 = stablehlo.add %560, %563 : tensor<2x64x1xf32>
    %565 = stablehlo.rsqrt %564 : tensor<2x64x1xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x64xf32>
    %567 = stablehlo.broadcast_in_dim %561, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x64x64xf32>
    %568 = stablehlo.multiply %566, %567 : tensor<2x64x64xf32>
    %569 = stablehlo.negate %559 : tensor<2x64x1xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x64xf32>
    %571 = stablehlo.multiply %570, %568 : tensor<2x64x64xf32>
    %572 = stablehlo.broadcast_in_dim %562, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x64x64xf32>
    %573 = stablehlo.add %571, %572 : tensor<2x64x64xf32>
    %574 = stablehlo.multiply %555, %568 : tensor<2x64x64xf32>
    %575 = stablehlo.add %574, %573 : tensor<2x64x64xf32>
    %576 = stablehlo.dot_general %575, %arg55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x64xf32>, tensor<64x256xf32>) -> tensor<2x64x256xf32>
    %577 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x64x256xf32>
    %579 = stablehlo.add %576, %578 : tensor<2x64x256xf32>
    %cst_177 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %580 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<2x64x256xf32>
    %581 = stablehlo.multiply %580, %579 : tensor<2x64x256xf32>
    %582 = stablehlo.negate %579 : tensor<2x64x256xf32>
    %cst_178 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<2x64x256xf32>
    %584 = stablehlo.multiply %582, %583 : tensor<2x64x256xf32>
    %585 = chlo.erfc %584 : tensor<2x64x256xf32> -> tensor<2x64x256xf32>
    %586 = stablehlo.multiply %581, %585 : tensor<2x64x256xf32>
    %587 = stablehlo.dot_general %586, %arg57, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x256xf32>, tensor<256x64xf32>) -> tensor<2x64x64xf32>
    %588 = stablehlo.broadcast_in_dim %arg58, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x64x64xf32>
    %590 = stablehlo.add %587, %589 : tensor<2x64x64xf32>
    %591 = stablehlo.add %555, %590 : tensor<2x64x64xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %592 = stablehlo.reduce(%591 init: %cst_179) applies stablehlo.add across dimensions = [2] : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %593 = stablehlo.broadcast_in_dim %592, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_180 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %595 = stablehlo.divide %593, %594 : tensor<2x64x1xf32>
    %c_181 = stablehlo.constant dense<0> : tensor<i32>
    %596 = call @_var_4(%591, %c_181) : (tensor<2x64x64xf32>, tensor<i32>) -> tensor<2x64x1xf32>
    %597 = stablehlo.reshape %arg59 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %598 = stablehlo.reshape %arg60 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_182 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %600 = stablehlo.add %596, %599 : tensor<2x64x1xf32>
    %601 = stablehlo.rsqrt %600 : tensor<2x64x1xf32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x64xf32>
    %603 = stablehlo.broadcast_in_dim %597, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x64x64xf32>
    %604 = stablehlo.multiply %602, %603 : tensor<2x64x64xf32>
    %605 = stablehlo.negate %595 : tensor<2x64x1xf32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x64xf32>
    %607 = stablehlo.multiply %606, %604 : tensor<2x64x64xf32>
    %608 = stablehlo.broadcast_in_dim %598, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x64x64xf32>
    %609 = stablehlo.add %607, %608 : tensor<2x64x64xf32>
    %610 = stablehlo.multiply %591, %604 : tensor<2x64x64xf32>
    %611 = stablehlo.add %610, %609 : tensor<2x64x64xf32>
    return %611 : tensor<2x64x64xf32>
  }
  func.func private @_var(%arg0: tensor<2x256x32xf32>, %arg1: tensor<i32>) -> tensor<2x256x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x256x32xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x256x32xf32>
    %6 = chlo.square %5 : tensor<2x256x32xf32> -> tensor<2x256x32xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x32xf32>, tensor<f32>) -> tensor<2x256xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x256x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256x1xf32>
    return %14 : tensor<2x256x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<2x256x1xf32>, %arg2: tensor<f32>) -> tensor<2x256x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x256x1xf32>
    return %2 : tensor<2x256x1xf32>
  }
  func.func private @_take(%arg0: tensor<49x2xf32>, %arg1: tensor<16x16xi32>) -> tensor<16x16x2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_0 = stablehlo.constant dense<49> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x16xi32>
    %4 = call @_where_0(%1, %3, %arg1) : (tensor<16x16xi1>, tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x16xi32>) -> tensor<16x16x1xi32>
    %c_1 = stablehlo.constant dense<48> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x16x1xi32>, tensor<16x16x1xi32>) -> tensor<16x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x16x1xi32>, tensor<16x16x1xi32>) -> tensor<16x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x16x1xi1>, tensor<i1>) -> tensor<16x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<49x2xf32>, tensor<16x16x1xi32>) -> tensor<16x16x2xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<16x16xi1>) -> tensor<16x16x2xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16x2xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<16x16x2xi1>, tensor<16x16x2xf32>
    return %16 : tensor<16x16x2xf32>
  }
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xi32>, %arg2: tensor<16x16xi32>) -> tensor<16x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16x16xi1>, tensor<16x16xi32>
    return %0 : tensor<16x16xi32>
  }
  func.func private @_roll_static(%arg0: tensor<2x16x16x32xf32>) -> tensor<2x16x16x32xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 2:16, 0:16, 0:32] : (tensor<2x16x16x32xf32>) -> tensor<2x14x16x32xf32>
    %1 = stablehlo.slice %arg0 [0:2, 0:2, 0:16, 0:32] : (tensor<2x16x16x32xf32>) -> tensor<2x2x16x32xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x14x16x32xf32>, tensor<2x2x16x32xf32>) -> tensor<2x16x16x32xf32>
    %3 = stablehlo.slice %2 [0:2, 0:16, 2:16, 0:32] : (tensor<2x16x16x32xf32>) -> tensor<2x16x14x32xf32>
    %4 = stablehlo.slice %2 [0:2, 0:16, 0:2, 0:32] : (tensor<2x16x16x32xf32>) -> tensor<2x16x2x32xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 2 : (tensor<2x16x14x32xf32>, tensor<2x16x2x32xf32>) -> tensor<2x16x16x32xf32>
    return %5 : tensor<2x16x16x32xf32>
  }
  func.func private @_roll_static_1(%arg0: tensor<2x16x16x32xf32>) -> tensor<2x16x16x32xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 14:16, 0:16, 0:32] : (tensor<2x16x16x32xf32>) -> tensor<2x2x16x32xf32>
    %1 = stablehlo.slice %arg0 [0:2, 0:14, 0:16, 0:32] : (tensor<2x16x16x32xf32>) -> tensor<2x14x16x32xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x2x16x32xf32>, tensor<2x14x16x32xf32>) -> tensor<2x16x16x32xf32>
    %3 = stablehlo.slice %2 [0:2, 0:16, 14:16, 0:32] : (tensor<2x16x16x32xf32>) -> tensor<2x16x2x32xf32>
    %4 = stablehlo.slice %2 [0:2, 0:16, 0:14, 0:32] : (tensor<2x16x16x32xf32>) -> tensor<2x16x14x32xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 2 : (tensor<2x16x2x32xf32>, tensor<2x16x14x32xf32>) -> tensor<2x16x16x32xf32>
    return %5 : tensor<2x16x16x32xf32>
  }
  func.func private @_pad(%arg0: tensor<2x16x16x32xf32>, %arg1: tensor<i32>) -> tensor<2x16x16x32xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x16x32xf32>, tensor<f32>) -> tensor<2x16x16x32xf32>
    return %1 : tensor<2x16x16x32xf32>
  }
  func.func private @_var_2(%arg0: tensor<2x8x8x128xf32>, %arg1: tensor<i32>) -> tensor<2x8x8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x128xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x8x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<2x8x8x1xf32>) -> tensor<2x8x8x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x8x8x128xf32>
    %6 = chlo.square %5 : tensor<2x8x8x128xf32> -> tensor<2x8x8x128xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8x128xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x8x8xf32>) -> tensor<2x8x8x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x8x8x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_3(%13, %12, %cst_4) : (tensor<i1>, tensor<2x8x8x1xf32>, tensor<f32>) -> tensor<2x8x8x1xf32>
    return %14 : tensor<2x8x8x1xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<2x8x8x1xf32>, %arg2: tensor<f32>) -> tensor<2x8x8x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x8x8x1xf32>
    return %2 : tensor<2x8x8x1xf32>
  }
  func.func private @_var_4(%arg0: tensor<2x64x64xf32>, %arg1: tensor<i32>) -> tensor<2x64x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x64x64xf32>
    %6 = chlo.square %5 : tensor<2x64x64xf32> -> tensor<2x64x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x64x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x64x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_5(%13, %12, %cst_4) : (tensor<i1>, tensor<2x64x1xf32>, tensor<f32>) -> tensor<2x64x1xf32>
    return %14 : tensor<2x64x1xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<2x64x1xf32>, %arg2: tensor<f32>) -> tensor<2x64x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x64x1xf32>
    return %2 : tensor<2x64x1xf32>
  }
  func.func private @_take_6(%arg0: tensor<49x4xf32>, %arg1: tensor<16x16xi32>) -> tensor<16x16x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_0 = stablehlo.constant dense<49> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x16xi32>
    %4 = call @_where_0(%1, %3, %arg1) : (tensor<16x16xi1>, tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x16xi32>) -> tensor<16x16x1xi32>
    %c_1 = stablehlo.constant dense<48> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x16x1xi32>, tensor<16x16x1xi32>) -> tensor<16x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x16x1xi32>, tensor<16x16x1xi32>) -> tensor<16x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x16x1xi1>, tensor<i1>) -> tensor<16x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<49x4xf32>, tensor<16x16x1xi32>) -> tensor<16x16x4xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<16x16xi1>) -> tensor<16x16x4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16x4xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<16x16x4xi1>, tensor<16x16x4xf32>
    return %16 : tensor<16x16x4xf32>
  }
  func.func private @_roll_static_7(%arg0: tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 2:8, 0:8, 0:64] : (tensor<2x8x8x64xf32>) -> tensor<2x6x8x64xf32>
    %1 = stablehlo.slice %arg0 [0:2, 0:2, 0:8, 0:64] : (tensor<2x8x8x64xf32>) -> tensor<2x2x8x64xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x6x8x64xf32>, tensor<2x2x8x64xf32>) -> tensor<2x8x8x64xf32>
    %3 = stablehlo.slice %2 [0:2, 0:8, 2:8, 0:64] : (tensor<2x8x8x64xf32>) -> tensor<2x8x6x64xf32>
    %4 = stablehlo.slice %2 [0:2, 0:8, 0:2, 0:64] : (tensor<2x8x8x64xf32>) -> tensor<2x8x2x64xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 2 : (tensor<2x8x6x64xf32>, tensor<2x8x2x64xf32>) -> tensor<2x8x8x64xf32>
    return %5 : tensor<2x8x8x64xf32>
  }
  func.func private @_roll_static_8(%arg0: tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 6:8, 0:8, 0:64] : (tensor<2x8x8x64xf32>) -> tensor<2x2x8x64xf32>
    %1 = stablehlo.slice %arg0 [0:2, 0:6, 0:8, 0:64] : (tensor<2x8x8x64xf32>) -> tensor<2x6x8x64xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x2x8x64xf32>, tensor<2x6x8x64xf32>) -> tensor<2x8x8x64xf32>
    %3 = stablehlo.slice %2 [0:2, 0:8, 6:8, 0:64] : (tensor<2x8x8x64xf32>) -> tensor<2x8x2x64xf32>
    %4 = stablehlo.slice %2 [0:2, 0:8, 0:6, 0:64] : (tensor<2x8x8x64xf32>) -> tensor<2x8x6x64xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 2 : (tensor<2x8x2x64xf32>, tensor<2x8x6x64xf32>) -> tensor<2x8x8x64xf32>
    return %5 : tensor<2x8x8x64xf32>
  }
}
