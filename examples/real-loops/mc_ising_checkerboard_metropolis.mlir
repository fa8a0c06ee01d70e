module @jit_run attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<48x48xf32>, %arg1: tensor<2xui32>) -> (tensor<48x48xf32> {jax.result_info = "result[0]"}, tensor<100xf32> {jax.result_info = "result[1]"}, tensor<100xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<"0x000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100"> : tensor<48x48xi1>
    %c_0 = stablehlo.constant dense<"0x010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001"> : tensor<48x48xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<48x48xf32>, tensor<48x48xf32>) -> tensor<48x48xi1>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %2 = call @_where(%1, %cst_1, %cst_2) : (tensor<48x48xi1>, tensor<f32>, tensor<f32>) -> tensor<48x48xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %5:8 = stablehlo.while(%iterArg = %arg1, %iterArg_7 = %c, %iterArg_8 = %c_0, %iterArg_9 = %c_6, %iterArg_10 = %c_5, %iterArg_11 = %2, %iterArg_12 = %3, %iterArg_13 = %4) : tensor<2xui32>, tensor<48x48xi1>, tensor<48x48xi1>, tensor<i32>, tensor<i32>, tensor<48x48xf32>, tensor<100xf32>, tensor<100xf32>
    cond {
      %c_14 = stablehlo.constant dense<100> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_9, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6:4 = func.call @closed_call(%iterArg, %iterArg_7, %iterArg_8, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13) : (tensor<2xui32>, tensor<48x48xi1>, tensor<48x48xi1>, tensor<i32>, tensor<48x48xf32>, tensor<100xf32>, tensor<100xf32>) -> (tensor<i32>, tensor<48x48xf32>, tensor<100xf32>, tensor<100xf32>)
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_9, %c_14 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_7, %iterArg_8, %7, %6#0, %6#1, %6#2, %6#3 : tensor<2xui32>, tensor<48x48xi1>, tensor<48x48xi1>, tensor<i32>, tensor<i32>, tensor<48x48xf32>, tensor<100xf32>, tensor<100xf32>
    }
    return %5#5, %5#6, %5#7 : tensor<48x48xf32>, tensor<100xf32>, tensor<100xf32>
  }
  func.func private @_where(%arg0: tensor<48x48xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<48x48xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<48x48xi1>, tensor<48x48xf32>
    return %2 : tensor<48x48xf32>
  }
  func.func private @closed_call(%arg0: tensor<2xui32>, %arg1: tensor<48x48xi1>, %arg2: tensor<48x48xi1>, %arg3: tensor<i32>, %arg4: tensor<48x48xf32>, %arg5: tensor<100xf32>, %arg6: tensor<100xf32>) -> (tensor<i32>, tensor<48x48xf32>, tensor<100xf32>, tensor<100xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg3, %c : tensor<i32>
    %1 = stablehlo.convert %arg3 : (tensor<i32>) -> tensor<ui32>
    %2 = call @_threefry_fold_in(%arg0, %1) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = call @_uniform(%2, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<48x48xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %5 = stablehlo.multiply %4, %arg4 : tensor<48x48xf32>
    %6 = call @_roll_static(%arg4) : (tensor<48x48xf32>) -> tensor<48x48xf32>
    %7 = call @_roll_static_3(%arg4) : (tensor<48x48xf32>) -> tensor<48x48xf32>
    %8 = stablehlo.add %6, %7 : tensor<48x48xf32>
    %9 = call @_roll_static_4(%arg4) : (tensor<48x48xf32>) -> tensor<48x48xf32>
    %10 = stablehlo.add %8, %9 : tensor<48x48xf32>
    %11 = call @_roll_static_5(%arg4) : (tensor<48x48xf32>) -> tensor<48x48xf32>
    %12 = stablehlo.add %10, %11 : tensor<48x48xf32>
    %13 = stablehlo.multiply %5, %12 : tensor<48x48xf32>
    %cst_2 = stablehlo.constant dense<-4.400000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<48x48xf32>
    %16 = stablehlo.exponential %15 : tensor<48x48xf32>
    %17 = stablehlo.convert %16 : tensor<48x48xf32>
    %18 = stablehlo.compare LT, %3, %17, FLOAT : (tensor<48x48xf32>, tensor<48x48xf32>) -> tensor<48x48xi1>
    %19 = stablehlo.and %arg1, %18 : tensor<48x48xi1>
    %20 = stablehlo.negate %arg4 : tensor<48x48xf32>
    %21 = call @_where_6(%19, %20, %arg4) : (tensor<48x48xi1>, tensor<48x48xf32>, tensor<48x48xf32>) -> tensor<48x48xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<48x48xf32>
    %24 = call @_roll_static(%21) : (tensor<48x48xf32>) -> tensor<48x48xf32>
    %25 = call @_roll_static_3(%21) : (tensor<48x48xf32>) -> tensor<48x48xf32>
    %26 = stablehlo.add %24, %25 : tensor<48x48xf32>
    %27 = call @_roll_static_4(%21) : (tensor<48x48xf32>) -> tensor<48x48xf32>
    %28 = stablehlo.add %26, %27 : tensor<48x48xf32>
    %29 = call @_roll_static_5(%21) : (tensor<48x48xf32>) -> tensor<48x48xf32>
    %30 = stablehlo.add %28, %29 : tensor<48x48xf32>
    %31 = stablehlo.multiply %23, %30 : tensor<48x48xf32>
    %cst_4 = stablehlo.constant dense<-4.400000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<48x48xf32>
    %34 = stablehlo.exponential %33 : tensor<48x48xf32>
    %35 = stablehlo.convert %34 : tensor<48x48xf32>
    %36 = stablehlo.compare LT, %3, %35, FLOAT : (tensor<48x48xf32>, tensor<48x48xf32>) -> tensor<48x48xi1>
    %37 = stablehlo.and %arg2, %36 : tensor<48x48xi1>
    %38 = stablehlo.negate %21 : tensor<48x48xf32>
    %39 = call @_where_6(%37, %38, %21) : (tensor<48x48xi1>, tensor<48x48xf32>, tensor<48x48xf32>) -> tensor<48x48xf32>
    %40 = stablehlo.convert %39 : tensor<48x48xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<48x48xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<2.304000e+03> : tensor<f32>
    %42 = stablehlo.divide %41, %cst_6 : tensor<f32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.compare LT, %arg3, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<100> : tensor<i32>
    %44 = stablehlo.add %arg3, %c_8 : tensor<i32>
    %45 = stablehlo.select %43, %44, %arg3 : tensor<i1>, tensor<i32>
    %46 = stablehlo.convert %45 : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %48 = "stablehlo.scatter"(%arg5, %47, %42) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      stablehlo.return %arg8 : tensor<f32>
    }) : (tensor<100xf32>, tensor<1xi32>, tensor<f32>) -> tensor<100xf32>
    %49 = call @_roll_static(%39) : (tensor<48x48xf32>) -> tensor<48x48xf32>
    %50 = call @_roll_static_3(%39) : (tensor<48x48xf32>) -> tensor<48x48xf32>
    %51 = stablehlo.add %49, %50 : tensor<48x48xf32>
    %52 = call @_roll_static_4(%39) : (tensor<48x48xf32>) -> tensor<48x48xf32>
    %53 = stablehlo.add %51, %52 : tensor<48x48xf32>
    %54 = call @_roll_static_5(%39) : (tensor<48x48xf32>) -> tensor<48x48xf32>
    %55 = stablehlo.add %53, %54 : tensor<48x48xf32>
    %56 = stablehlo.multiply %39, %55 : tensor<48x48xf32>
    %57 = stablehlo.convert %56 : tensor<48x48xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<48x48xf32>, tensor<f32>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<2.304000e+03> : tensor<f32>
    %59 = stablehlo.divide %58, %cst_10 : tensor<f32>
    %60 = stablehlo.negate %59 : tensor<f32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %61 = stablehlo.divide %60, %cst_11 : tensor<f32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %62 = stablehlo.compare LT, %arg3, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<100> : tensor<i32>
    %63 = stablehlo.add %arg3, %c_13 : tensor<i32>
    %64 = stablehlo.select %62, %63, %arg3 : tensor<i1>, tensor<i32>
    %65 = stablehlo.convert %64 : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %67 = "stablehlo.scatter"(%arg6, %66, %61) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      stablehlo.return %arg8 : tensor<f32>
    }) : (tensor<100xf32>, tensor<1xi32>, tensor<f32>) -> tensor<100xf32>
    return %0, %39, %48, %67 : tensor<i32>, tensor<48x48xf32>, tensor<100xf32>, tensor<100xf32>
  }
  func.func private @_threefry_fold_in(%arg0: tensor<2xui32>, %arg1: tensor<ui32>) -> tensor<2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg1, %c : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %2 = stablehlo.and %arg1, %c_0 : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %11:2 = call @threefry2x32(%6, %8, %9, %10) : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %12 = stablehlo.concatenate %11#0, %11#1, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    return %12 : tensor<2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_0(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @closed_call_0(%arg0: tensor<i32>, %arg1: tensor<1xui32>, %arg2: tensor<1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1xui32>
    %9 = stablehlo.or %5, %8 : tensor<1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1xui32>
    %19 = stablehlo.or %15, %18 : tensor<1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1xui32>
    %29 = stablehlo.or %25, %28 : tensor<1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1xui32>
    %39 = stablehlo.or %35, %38 : tensor<1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %42 = stablehlo.add %33, %41 : tensor<1xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %44 = stablehlo.add %40, %43 : tensor<1xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %48 = stablehlo.add %44, %47 : tensor<1xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<48x48xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<48x48xui64>
    %9 = stablehlo.iota dim = 1 : tensor<48x48xui64>
    %c = stablehlo.constant dense<48> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<48x48xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<48x48xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<48x48xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<48x48xui64>
    %14 = stablehlo.add %11, %13 : tensor<48x48xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<48x48xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<48x48xui64>
    %17 = stablehlo.convert %14 : (tensor<48x48xui64>) -> tensor<48x48xui32>
    %18 = stablehlo.convert %16 : (tensor<48x48xui64>) -> tensor<48x48xui32>
    %19:2 = call @threefry2x32_1(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<48x48xui32>, tensor<48x48xui32>) -> (tensor<48x48xui32>, tensor<48x48xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<48x48xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<48x48xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<48x48xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<48x48xui32>
    %24 = stablehlo.or %22, %23 : tensor<48x48xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<48x48xui32>) -> tensor<48x48xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<48x48xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<48x48xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<48x48xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<48x48xf32>
    %32 = stablehlo.add %30, %31 : tensor<48x48xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<48x48xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<48x48xf32>
    return %34 : tensor<48x48xf32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<48x48xui32>, %arg3: tensor<48x48xui32>) -> (tensor<48x48xui32>, tensor<48x48xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<48x48xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<48x48xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<48x48xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<48x48xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<48x48xui32>, tensor<48x48xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_2(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<48x48xui32>, tensor<48x48xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<48x48xui32>, tensor<48x48xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<48x48xui32>, tensor<48x48xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<48x48xui32>, tensor<48x48xui32>
  }
  func.func private @closed_call_2(%arg0: tensor<i32>, %arg1: tensor<48x48xui32>, %arg2: tensor<48x48xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<48x48xui32>, tensor<48x48xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<48x48xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<48x48xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<48x48xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<48x48xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<48x48xui32>
    %9 = stablehlo.or %5, %8 : tensor<48x48xui32>
    %10 = stablehlo.xor %3, %9 : tensor<48x48xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<48x48xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<48x48xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<48x48xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<48x48xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<48x48xui32>
    %19 = stablehlo.or %15, %18 : tensor<48x48xui32>
    %20 = stablehlo.xor %13, %19 : tensor<48x48xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<48x48xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<48x48xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<48x48xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<48x48xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<48x48xui32>
    %29 = stablehlo.or %25, %28 : tensor<48x48xui32>
    %30 = stablehlo.xor %23, %29 : tensor<48x48xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<48x48xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<48x48xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<48x48xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<48x48xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<48x48xui32>
    %39 = stablehlo.or %35, %38 : tensor<48x48xui32>
    %40 = stablehlo.xor %33, %39 : tensor<48x48xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<48x48xui32>
    %42 = stablehlo.add %33, %41 : tensor<48x48xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<48x48xui32>
    %44 = stablehlo.add %40, %43 : tensor<48x48xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<48x48xui32>
    %48 = stablehlo.add %44, %47 : tensor<48x48xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<48x48xui32>, tensor<48x48xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_roll_static(%arg0: tensor<48x48xf32>) -> tensor<48x48xf32> {
    %0 = stablehlo.slice %arg0 [47:48, 0:48] : (tensor<48x48xf32>) -> tensor<1x48xf32>
    %1 = stablehlo.slice %arg0 [0:47, 0:48] : (tensor<48x48xf32>) -> tensor<47x48xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x48xf32>, tensor<47x48xf32>) -> tensor<48x48xf32>
    return %2 : tensor<48x48xf32>
  }
  func.func private @_roll_static_3(%arg0: tensor<48x48xf32>) -> tensor<48x48xf32> {
    %0 = stablehlo.slice %arg0 [1:48, 0:48] : (tensor<48x48xf32>) -> tensor<47x48xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:48] : (tensor<48x48xf32>) -> tensor<1x48xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<47x48xf32>, tensor<1x48xf32>) -> tensor<48x48xf32>
    return %2 : tensor<48x48xf32>
  }
  func.func private @_roll_static_4(%arg0: tensor<48x48xf32>) -> tensor<48x48xf32> {
    %0 = stablehlo.slice %arg0 [0:48, 47:48] : (tensor<48x48xf32>) -> tensor<48x1xf32>
    %1 = stablehlo.slice %arg0 [0:48, 0:47] : (tensor<48x48xf32>) -> tensor<48x47xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<48x1xf32>, tensor<48x47xf32>) -> tensor<48x48xf32>
    return %2 : tensor<48x48xf32>
  }
  func.func private @_roll_static_5(%arg0: tensor<48x48xf32>) -> tensor<48x48xf32> {
    %0 = stablehlo.slice %arg0 [0:48, 1:48] : (tensor<48x48xf32>) -> tensor<48x47xf32>
    %1 = stablehlo.slice %arg0 [0:48, 0:1] : (tensor<48x48xf32>) -> tensor<48x1xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<48x47xf32>, tensor<48x1xf32>) -> tensor<48x48xf32>
    return %2 : tensor<48x48xf32>
  }
  func.func private @_where_6(%arg0: tensor<48x48xi1>, %arg1: tensor<48x48xf32>, %arg2: tensor<48x48xf32>) -> tensor<48x48xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<48x48xi1>, tensor<48x48xf32>
    return %0 : tensor<48x48xf32>
  }
}
