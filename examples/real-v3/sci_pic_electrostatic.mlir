module @jit_simulate attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x2xf32>, %arg1: tensor<4096x2xf32>) -> (tensor<4096x2xf32> {jax.result_info = "result[0][0]"}, tensor<4096x2xf32> {jax.result_info = "result[0][1]"}, tensor<8xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0, %iterArg_1 = %arg1, %iterArg_2 = %0) : tensor<i32>, tensor<4096x2xf32>, tensor<4096x2xf32>, tensor<8xf32>
    cond {
      %c_3 = stablehlo.constant dense<8> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:3 = func.call @closed_call(%iterArg_0, %iterArg_1) : (tensor<4096x2xf32>, tensor<4096x2xf32>) -> (tensor<4096x2xf32>, tensor<4096x2xf32>, tensor<f32>)
      %3 = func.call @dynamic_update_index_in_dim(%iterArg_2, %2#2, %iterArg) : (tensor<8xf32>, tensor<f32>, tensor<i32>) -> tensor<8xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      stablehlo.return %4, %2#0, %2#1, %3 : tensor<i32>, tensor<4096x2xf32>, tensor<4096x2xf32>, tensor<8xf32>
    }
    return %1#1, %1#2, %1#3 : tensor<4096x2xf32>, tensor<4096x2xf32>, tensor<8xf32>
  }
  func.func private @closed_call(%arg0: tensor<4096x2xf32>, %arg1: tensor<4096x2xf32>) -> (tensor<4096x2xf32>, tensor<4096x2xf32>, tensor<f32>) {
    %0 = stablehlo.floor %arg0 : tensor<4096x2xf32>
    %1 = stablehlo.convert %0 : (tensor<4096x2xf32>) -> tensor<4096x2xi32>
    %2 = stablehlo.convert %1 : (tensor<4096x2xi32>) -> tensor<4096x2xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4096x2xf32>
    %4 = stablehlo.slice %1 [0:4096, 0:1] : (tensor<4096x2xi32>) -> tensor<4096x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4096x1xi32>) -> tensor<4096xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %7 = stablehlo.add %5, %6 : tensor<4096xi32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %8 = call @remainder(%7, %c_0) : (tensor<4096xi32>, tensor<i32>) -> tensor<4096xi32>
    %9 = stablehlo.slice %1 [0:4096, 1:2] : (tensor<4096x2xi32>) -> tensor<4096x1xi32>
    %10 = stablehlo.reshape %9 : (tensor<4096x1xi32>) -> tensor<4096xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %12 = stablehlo.add %10, %11 : tensor<4096xi32>
    %c_2 = stablehlo.constant dense<64> : tensor<i32>
    %13 = call @remainder(%12, %c_2) : (tensor<4096xi32>, tensor<i32>) -> tensor<4096xi32>
    %14 = stablehlo.slice %1 [0:4096, 0:1] : (tensor<4096x2xi32>) -> tensor<4096x1xi32>
    %15 = stablehlo.reshape %14 : (tensor<4096x1xi32>) -> tensor<4096xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %17 = stablehlo.add %15, %16 : tensor<4096xi32>
    %c_4 = stablehlo.constant dense<64> : tensor<i32>
    %18 = call @remainder(%17, %c_4) : (tensor<4096xi32>, tensor<i32>) -> tensor<4096xi32>
    %19 = stablehlo.slice %1 [0:4096, 1:2] : (tensor<4096x2xi32>) -> tensor<4096x1xi32>
    %20 = stablehlo.reshape %19 : (tensor<4096x1xi32>) -> tensor<4096xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %22 = stablehlo.add %20, %21 : tensor<4096xi32>
    %c_6 = stablehlo.constant dense<64> : tensor<i32>
    %23 = call @remainder(%22, %c_6) : (tensor<4096xi32>, tensor<i32>) -> tensor<4096xi32>
    %24 = stablehlo.slice %1 [0:4096, 0:1] : (tensor<4096x2xi32>) -> tensor<4096x1xi32>
    %25 = stablehlo.reshape %24 : (tensor<4096x1xi32>) -> tensor<4096xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %27 = stablehlo.add %25, %26 : tensor<4096xi32>
    %c_8 = stablehlo.constant dense<64> : tensor<i32>
    %28 = call @remainder(%27, %c_8) : (tensor<4096xi32>, tensor<i32>) -> tensor<4096xi32>
    %29 = stablehlo.slice %1 [0:4096, 1:2] : (tensor<4096x2xi32>) -> tensor<4096x1xi32>
    %30 = stablehlo.reshape %29 : (tensor<4096x1xi32>) -> tensor<4096xi32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %32 = stablehlo.add %30, %31 : tensor<4096xi32>
    %c_10 = stablehlo.constant dense<64> : tensor<i32>
    %33 = call @remainder(%32, %c_10) : (tensor<4096xi32>, tensor<i32>) -> tensor<4096xi32>
    %34 = stablehlo.slice %1 [0:4096, 0:1] : (tensor<4096x2xi32>) -> tensor<4096x1xi32>
    %35 = stablehlo.reshape %34 : (tensor<4096x1xi32>) -> tensor<4096xi32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %37 = stablehlo.add %35, %36 : tensor<4096xi32>
    %c_12 = stablehlo.constant dense<64> : tensor<i32>
    %38 = call @remainder(%37, %c_12) : (tensor<4096xi32>, tensor<i32>) -> tensor<4096xi32>
    %39 = stablehlo.slice %1 [0:4096, 1:2] : (tensor<4096x2xi32>) -> tensor<4096x1xi32>
    %40 = stablehlo.reshape %39 : (tensor<4096x1xi32>) -> tensor<4096xi32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %42 = stablehlo.add %40, %41 : tensor<4096xi32>
    %c_14 = stablehlo.constant dense<64> : tensor<i32>
    %43 = call @remainder(%42, %c_14) : (tensor<4096xi32>, tensor<i32>) -> tensor<4096xi32>
    %44 = stablehlo.slice %3 [0:4096, 0:1] : (tensor<4096x2xf32>) -> tensor<4096x1xf32>
    %45 = stablehlo.reshape %44 : (tensor<4096x1xf32>) -> tensor<4096xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %47 = stablehlo.subtract %46, %45 : tensor<4096xf32>
    %48 = stablehlo.slice %3 [0:4096, 1:2] : (tensor<4096x2xf32>) -> tensor<4096x1xf32>
    %49 = stablehlo.reshape %48 : (tensor<4096x1xf32>) -> tensor<4096xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %51 = stablehlo.subtract %50, %49 : tensor<4096xf32>
    %52 = stablehlo.multiply %47, %51 : tensor<4096xf32>
    %53 = stablehlo.slice %3 [0:4096, 0:1] : (tensor<4096x2xf32>) -> tensor<4096x1xf32>
    %54 = stablehlo.reshape %53 : (tensor<4096x1xf32>) -> tensor<4096xf32>
    %55 = stablehlo.slice %3 [0:4096, 1:2] : (tensor<4096x2xf32>) -> tensor<4096x1xf32>
    %56 = stablehlo.reshape %55 : (tensor<4096x1xf32>) -> tensor<4096xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %58 = stablehlo.subtract %57, %56 : tensor<4096xf32>
    %59 = stablehlo.multiply %54, %58 : tensor<4096xf32>
    %60 = stablehlo.slice %3 [0:4096, 0:1] : (tensor<4096x2xf32>) -> tensor<4096x1xf32>
    %61 = stablehlo.reshape %60 : (tensor<4096x1xf32>) -> tensor<4096xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %63 = stablehlo.subtract %62, %61 : tensor<4096xf32>
    %64 = stablehlo.slice %3 [0:4096, 1:2] : (tensor<4096x2xf32>) -> tensor<4096x1xf32>
    %65 = stablehlo.reshape %64 : (tensor<4096x1xf32>) -> tensor<4096xf32>
    %66 = stablehlo.multiply %63, %65 : tensor<4096xf32>
    %67 = stablehlo.slice %3 [0:4096, 0:1] : (tensor<4096x2xf32>) -> tensor<4096x1xf32>
    %68 = stablehlo.reshape %67 : (tensor<4096x1xf32>) -> tensor<4096xf32>
    %69 = stablehlo.slice %3 [0:4096, 1:2] : (tensor<4096x2xf32>) -> tensor<4096x1xf32>
    %70 = stablehlo.reshape %69 : (tensor<4096x1xf32>) -> tensor<4096xf32>
    %71 = stablehlo.multiply %68, %70 : tensor<4096xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %73 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %74 = stablehlo.compare LT, %8, %73, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_20 = stablehlo.constant dense<64> : tensor<i32>
    %75 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %76 = stablehlo.add %8, %75 : tensor<4096xi32>
    %77 = stablehlo.select %74, %76, %8 : tensor<4096xi1>, tensor<4096xi32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %78 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %79 = stablehlo.compare LT, %13, %78, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_22 = stablehlo.constant dense<64> : tensor<i32>
    %80 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %81 = stablehlo.add %13, %80 : tensor<4096xi32>
    %82 = stablehlo.select %79, %81, %13 : tensor<4096xi1>, tensor<4096xi32>
    %83 = stablehlo.broadcast_in_dim %77, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %84 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %85 = stablehlo.concatenate %83, %84, dim = 1 : (tensor<4096x1xi32>, tensor<4096x1xi32>) -> tensor<4096x2xi32>
    %86 = "stablehlo.scatter"(%72, %85, %52) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %287 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %287 : tensor<f32>
    }) : (tensor<64x64xf32>, tensor<4096x2xi32>, tensor<4096xf32>) -> tensor<64x64xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %87 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %88 = stablehlo.compare LT, %18, %87, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_24 = stablehlo.constant dense<64> : tensor<i32>
    %89 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %90 = stablehlo.add %18, %89 : tensor<4096xi32>
    %91 = stablehlo.select %88, %90, %18 : tensor<4096xi1>, tensor<4096xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %92 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %93 = stablehlo.compare LT, %23, %92, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_26 = stablehlo.constant dense<64> : tensor<i32>
    %94 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %95 = stablehlo.add %23, %94 : tensor<4096xi32>
    %96 = stablehlo.select %93, %95, %23 : tensor<4096xi1>, tensor<4096xi32>
    %97 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %98 = stablehlo.broadcast_in_dim %96, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %99 = stablehlo.concatenate %97, %98, dim = 1 : (tensor<4096x1xi32>, tensor<4096x1xi32>) -> tensor<4096x2xi32>
    %100 = "stablehlo.scatter"(%86, %99, %59) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %287 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %287 : tensor<f32>
    }) : (tensor<64x64xf32>, tensor<4096x2xi32>, tensor<4096xf32>) -> tensor<64x64xf32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %101 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %102 = stablehlo.compare LT, %28, %101, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_28 = stablehlo.constant dense<64> : tensor<i32>
    %103 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %104 = stablehlo.add %28, %103 : tensor<4096xi32>
    %105 = stablehlo.select %102, %104, %28 : tensor<4096xi1>, tensor<4096xi32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %106 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %107 = stablehlo.compare LT, %33, %106, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_30 = stablehlo.constant dense<64> : tensor<i32>
    %108 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %109 = stablehlo.add %33, %108 : tensor<4096xi32>
    %110 = stablehlo.select %107, %109, %33 : tensor<4096xi1>, tensor<4096xi32>
    %111 = stablehlo.broadcast_in_dim %105, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %112 = stablehlo.broadcast_in_dim %110, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %113 = stablehlo.concatenate %111, %112, dim = 1 : (tensor<4096x1xi32>, tensor<4096x1xi32>) -> tensor<4096x2xi32>
    %114 = "stablehlo.scatter"(%100, %113, %66) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %287 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %287 : tensor<f32>
    }) : (tensor<64x64xf32>, tensor<4096x2xi32>, tensor<4096xf32>) -> tensor<64x64xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %115 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %116 = stablehlo.compare LT, %38, %115, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_32 = stablehlo.constant dense<64> : tensor<i32>
    %117 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %118 = stablehlo.add %38, %117 : tensor<4096xi32>
    %119 = stablehlo.select %116, %118, %38 : tensor<4096xi1>, tensor<4096xi32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %120 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %121 = stablehlo.compare LT, %43, %120, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_34 = stablehlo.constant dense<64> : tensor<i32>
    %122 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %123 = stablehlo.add %43, %122 : tensor<4096xi32>
    %124 = stablehlo.select %121, %123, %43 : tensor<4096xi1>, tensor<4096xi32>
    %125 = stablehlo.broadcast_in_dim %119, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %126 = stablehlo.broadcast_in_dim %124, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %127 = stablehlo.concatenate %125, %126, dim = 1 : (tensor<4096x1xi32>, tensor<4096x1xi32>) -> tensor<4096x2xi32>
    %128 = "stablehlo.scatter"(%114, %127, %71) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %287 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %287 : tensor<f32>
    }) : (tensor<64x64xf32>, tensor<4096x2xi32>, tensor<4096xf32>) -> tensor<64x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_36 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %130 = stablehlo.divide %129, %cst_36 : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %132 = stablehlo.subtract %128, %131 : tensor<64x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %134:3 = stablehlo.while(%iterArg = %132, %iterArg_79 = %c_38, %iterArg_80 = %133) : tensor<64x64xf32>, tensor<i32>, tensor<64x64xf32>
    cond {
      %c_81 = stablehlo.constant dense<20> : tensor<i32>
      %287 = stablehlo.compare LT, %iterArg_79, %c_81, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %287 : tensor<i1>
    } do {
      %287 = func.call @closed_call_0(%iterArg, %iterArg_80) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %c_81 = stablehlo.constant dense<1> : tensor<i32>
      %288 = stablehlo.add %iterArg_79, %c_81 : tensor<i32>
      stablehlo.return %iterArg, %288, %287 : tensor<64x64xf32>, tensor<i32>, tensor<64x64xf32>
    }
    %135 = call @_roll_static(%134#2) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %136 = call @_roll_static_1(%134#2) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %137 = stablehlo.subtract %135, %136 : tensor<64x64xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %139 = stablehlo.multiply %138, %137 : tensor<64x64xf32>
    %140 = call @_roll_static_2(%134#2) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %141 = call @_roll_static_3(%134#2) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %142 = stablehlo.subtract %140, %141 : tensor<64x64xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %144 = stablehlo.multiply %143, %142 : tensor<64x64xf32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %145 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %146 = stablehlo.compare LT, %8, %145, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_42 = stablehlo.constant dense<64> : tensor<i32>
    %147 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %148 = stablehlo.add %8, %147 : tensor<4096xi32>
    %149 = stablehlo.select %146, %148, %8 : tensor<4096xi1>, tensor<4096xi32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %150 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %151 = stablehlo.compare LT, %13, %150, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_44 = stablehlo.constant dense<64> : tensor<i32>
    %152 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %153 = stablehlo.add %13, %152 : tensor<4096xi32>
    %154 = stablehlo.select %151, %153, %13 : tensor<4096xi1>, tensor<4096xi32>
    %155 = stablehlo.broadcast_in_dim %149, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %156 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %157 = stablehlo.concatenate %155, %156, dim = 1 : (tensor<4096x1xi32>, tensor<4096x1xi32>) -> tensor<4096x2xi32>
    %158 = "stablehlo.gather"(%139, %157) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<64x64xf32>, tensor<4096x2xi32>) -> tensor<4096xf32>
    %159 = stablehlo.multiply %52, %158 : tensor<4096xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %161 = stablehlo.add %160, %159 : tensor<4096xf32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %162 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %163 = stablehlo.compare LT, %18, %162, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_47 = stablehlo.constant dense<64> : tensor<i32>
    %164 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %165 = stablehlo.add %18, %164 : tensor<4096xi32>
    %166 = stablehlo.select %163, %165, %18 : tensor<4096xi1>, tensor<4096xi32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %167 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %168 = stablehlo.compare LT, %23, %167, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_49 = stablehlo.constant dense<64> : tensor<i32>
    %169 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %170 = stablehlo.add %23, %169 : tensor<4096xi32>
    %171 = stablehlo.select %168, %170, %23 : tensor<4096xi1>, tensor<4096xi32>
    %172 = stablehlo.broadcast_in_dim %166, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %173 = stablehlo.broadcast_in_dim %171, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %174 = stablehlo.concatenate %172, %173, dim = 1 : (tensor<4096x1xi32>, tensor<4096x1xi32>) -> tensor<4096x2xi32>
    %175 = "stablehlo.gather"(%139, %174) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<64x64xf32>, tensor<4096x2xi32>) -> tensor<4096xf32>
    %176 = stablehlo.multiply %59, %175 : tensor<4096xf32>
    %177 = stablehlo.add %161, %176 : tensor<4096xf32>
    %c_50 = stablehlo.constant dense<0> : tensor<i32>
    %178 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %179 = stablehlo.compare LT, %28, %178, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_51 = stablehlo.constant dense<64> : tensor<i32>
    %180 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %181 = stablehlo.add %28, %180 : tensor<4096xi32>
    %182 = stablehlo.select %179, %181, %28 : tensor<4096xi1>, tensor<4096xi32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %183 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %184 = stablehlo.compare LT, %33, %183, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_53 = stablehlo.constant dense<64> : tensor<i32>
    %185 = stablehlo.broadcast_in_dim %c_53, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %186 = stablehlo.add %33, %185 : tensor<4096xi32>
    %187 = stablehlo.select %184, %186, %33 : tensor<4096xi1>, tensor<4096xi32>
    %188 = stablehlo.broadcast_in_dim %182, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %189 = stablehlo.broadcast_in_dim %187, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %190 = stablehlo.concatenate %188, %189, dim = 1 : (tensor<4096x1xi32>, tensor<4096x1xi32>) -> tensor<4096x2xi32>
    %191 = "stablehlo.gather"(%139, %190) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<64x64xf32>, tensor<4096x2xi32>) -> tensor<4096xf32>
    %192 = stablehlo.multiply %66, %191 : tensor<4096xf32>
    %193 = stablehlo.add %177, %192 : tensor<4096xf32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %194 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %195 = stablehlo.compare LT, %38, %194, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_55 = stablehlo.constant dense<64> : tensor<i32>
    %196 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %197 = stablehlo.add %38, %196 : tensor<4096xi32>
    %198 = stablehlo.select %195, %197, %38 : tensor<4096xi1>, tensor<4096xi32>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %199 = stablehlo.broadcast_in_dim %c_56, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %200 = stablehlo.compare LT, %43, %199, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_57 = stablehlo.constant dense<64> : tensor<i32>
    %201 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %202 = stablehlo.add %43, %201 : tensor<4096xi32>
    %203 = stablehlo.select %200, %202, %43 : tensor<4096xi1>, tensor<4096xi32>
    %204 = stablehlo.broadcast_in_dim %198, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %205 = stablehlo.broadcast_in_dim %203, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %206 = stablehlo.concatenate %204, %205, dim = 1 : (tensor<4096x1xi32>, tensor<4096x1xi32>) -> tensor<4096x2xi32>
    %207 = "stablehlo.gather"(%139, %206) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<64x64xf32>, tensor<4096x2xi32>) -> tensor<4096xf32>
    %208 = stablehlo.multiply %71, %207 : tensor<4096xf32>
    %209 = stablehlo.add %193, %208 : tensor<4096xf32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %210 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %211 = stablehlo.compare LT, %8, %210, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_59 = stablehlo.constant dense<64> : tensor<i32>
    %212 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %213 = stablehlo.add %8, %212 : tensor<4096xi32>
    %214 = stablehlo.select %211, %213, %8 : tensor<4096xi1>, tensor<4096xi32>
    %c_60 = stablehlo.constant dense<0> : tensor<i32>
    %215 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %216 = stablehlo.compare LT, %13, %215, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_61 = stablehlo.constant dense<64> : tensor<i32>
    %217 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %218 = stablehlo.add %13, %217 : tensor<4096xi32>
    %219 = stablehlo.select %216, %218, %13 : tensor<4096xi1>, tensor<4096xi32>
    %220 = stablehlo.broadcast_in_dim %214, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %221 = stablehlo.broadcast_in_dim %219, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %222 = stablehlo.concatenate %220, %221, dim = 1 : (tensor<4096x1xi32>, tensor<4096x1xi32>) -> tensor<4096x2xi32>
    %223 = "stablehlo.gather"(%144, %222) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<64x64xf32>, tensor<4096x2xi32>) -> tensor<4096xf32>
    %224 = stablehlo.multiply %52, %223 : tensor<4096xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %226 = stablehlo.add %225, %224 : tensor<4096xf32>
    %c_63 = stablehlo.constant dense<0> : tensor<i32>
    %227 = stablehlo.broadcast_in_dim %c_63, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %228 = stablehlo.compare LT, %18, %227, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_64 = stablehlo.constant dense<64> : tensor<i32>
    %229 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %230 = stablehlo.add %18, %229 : tensor<4096xi32>
    %231 = stablehlo.select %228, %230, %18 : tensor<4096xi1>, tensor<4096xi32>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %232 = stablehlo.broadcast_in_dim %c_65, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %233 = stablehlo.compare LT, %23, %232, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_66 = stablehlo.constant dense<64> : tensor<i32>
    %234 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %235 = stablehlo.add %23, %234 : tensor<4096xi32>
    %236 = stablehlo.select %233, %235, %23 : tensor<4096xi1>, tensor<4096xi32>
    %237 = stablehlo.broadcast_in_dim %231, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %238 = stablehlo.broadcast_in_dim %236, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %239 = stablehlo.concatenate %237, %238, dim = 1 : (tensor<4096x1xi32>, tensor<4096x1xi32>) -> tensor<4096x2xi32>
    %240 = "stablehlo.gather"(%144, %239) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<64x64xf32>, tensor<4096x2xi32>) -> tensor<4096xf32>
    %241 = stablehlo.multiply %59, %240 : tensor<4096xf32>
    %242 = stablehlo.add %226, %241 : tensor<4096xf32>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %243 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %244 = stablehlo.compare LT, %28, %243, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_68 = stablehlo.constant dense<64> : tensor<i32>
    %245 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %246 = stablehlo.add %28, %245 : tensor<4096xi32>
    %247 = stablehlo.select %244, %246, %28 : tensor<4096xi1>, tensor<4096xi32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %248 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %249 = stablehlo.compare LT, %33, %248, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_70 = stablehlo.constant dense<64> : tensor<i32>
    %250 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %251 = stablehlo.add %33, %250 : tensor<4096xi32>
    %252 = stablehlo.select %249, %251, %33 : tensor<4096xi1>, tensor<4096xi32>
    %253 = stablehlo.broadcast_in_dim %247, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %254 = stablehlo.broadcast_in_dim %252, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %255 = stablehlo.concatenate %253, %254, dim = 1 : (tensor<4096x1xi32>, tensor<4096x1xi32>) -> tensor<4096x2xi32>
    %256 = "stablehlo.gather"(%144, %255) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<64x64xf32>, tensor<4096x2xi32>) -> tensor<4096xf32>
    %257 = stablehlo.multiply %66, %256 : tensor<4096xf32>
    %258 = stablehlo.add %242, %257 : tensor<4096xf32>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %259 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %260 = stablehlo.compare LT, %38, %259, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_72 = stablehlo.constant dense<64> : tensor<i32>
    %261 = stablehlo.broadcast_in_dim %c_72, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %262 = stablehlo.add %38, %261 : tensor<4096xi32>
    %263 = stablehlo.select %260, %262, %38 : tensor<4096xi1>, tensor<4096xi32>
    %c_73 = stablehlo.constant dense<0> : tensor<i32>
    %264 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %265 = stablehlo.compare LT, %43, %264, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_74 = stablehlo.constant dense<64> : tensor<i32>
    %266 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %267 = stablehlo.add %43, %266 : tensor<4096xi32>
    %268 = stablehlo.select %265, %267, %43 : tensor<4096xi1>, tensor<4096xi32>
    %269 = stablehlo.broadcast_in_dim %263, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %270 = stablehlo.broadcast_in_dim %268, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %271 = stablehlo.concatenate %269, %270, dim = 1 : (tensor<4096x1xi32>, tensor<4096x1xi32>) -> tensor<4096x2xi32>
    %272 = "stablehlo.gather"(%144, %271) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<64x64xf32>, tensor<4096x2xi32>) -> tensor<4096xf32>
    %273 = stablehlo.multiply %71, %272 : tensor<4096xf32>
    %274 = stablehlo.add %258, %273 : tensor<4096xf32>
    %275 = stablehlo.broadcast_in_dim %209, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %276 = stablehlo.broadcast_in_dim %274, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %277 = stablehlo.concatenate %275, %276, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x2xf32>
    %cst_75 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4096x2xf32>
    %279 = stablehlo.multiply %278, %277 : tensor<4096x2xf32>
    %280 = stablehlo.subtract %arg1, %279 : tensor<4096x2xf32>
    %cst_76 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<4096x2xf32>
    %282 = stablehlo.multiply %281, %280 : tensor<4096x2xf32>
    %283 = stablehlo.add %arg0, %282 : tensor<4096x2xf32>
    %c_77 = stablehlo.constant dense<64> : tensor<i32>
    %284 = call @remainder_4(%283, %c_77) : (tensor<4096x2xf32>, tensor<i32>) -> tensor<4096x2xf32>
    %285 = stablehlo.multiply %280, %280 : tensor<4096x2xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%285 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<4096x2xf32>, tensor<f32>) -> tensor<f32>
    return %284, %280, %286 : tensor<4096x2xf32>, tensor<4096x2xf32>, tensor<f32>
  }
  func.func private @remainder(%arg0: tensor<4096xi32>, %arg1: tensor<i32>) -> tensor<4096xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4096xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4096xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4096xi1>, tensor<4096xi1>) -> tensor<4096xi1>
    %12 = stablehlo.and %11, %6 : tensor<4096xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %14 = stablehlo.add %4, %13 : tensor<4096xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<4096xi1>, tensor<4096xi32>
    return %15 : tensor<4096xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @closed_call_0(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = call @_roll_static(%arg1) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1 = call @_roll_static_1(%arg1) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %2 = stablehlo.add %0, %1 : tensor<64x64xf32>
    %3 = call @_roll_static_2(%arg1) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %4 = stablehlo.add %2, %3 : tensor<64x64xf32>
    %5 = call @_roll_static_3(%arg1) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %6 = stablehlo.add %4, %5 : tensor<64x64xf32>
    %7 = stablehlo.add %6, %arg0 : tensor<64x64xf32>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<64x64xf32>
    return %9 : tensor<64x64xf32>
  }
  func.func private @_roll_static(%arg0: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.slice %arg0 [63:64, 0:64] : (tensor<64x64xf32>) -> tensor<1x64xf32>
    %1 = stablehlo.slice %arg0 [0:63, 0:64] : (tensor<64x64xf32>) -> tensor<63x64xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x64xf32>, tensor<63x64xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @_roll_static_1(%arg0: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.slice %arg0 [1:64, 0:64] : (tensor<64x64xf32>) -> tensor<63x64xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<64x64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<63x64xf32>, tensor<1x64xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @_roll_static_2(%arg0: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.slice %arg0 [0:64, 63:64] : (tensor<64x64xf32>) -> tensor<64x1xf32>
    %1 = stablehlo.slice %arg0 [0:64, 0:63] : (tensor<64x64xf32>) -> tensor<64x63xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<64x1xf32>, tensor<64x63xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @_roll_static_3(%arg0: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.slice %arg0 [0:64, 1:64] : (tensor<64x64xf32>) -> tensor<64x63xf32>
    %1 = stablehlo.slice %arg0 [0:64, 0:1] : (tensor<64x64xf32>) -> tensor<64x1xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<64x63xf32>, tensor<64x1xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @remainder_4(%arg0: tensor<4096x2xf32>, %arg1: tensor<i32>) -> tensor<4096x2xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4096x2xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<4096x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x2xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<4096x2xf32>, tensor<4096x2xf32>) -> tensor<4096x2xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x2xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<4096x2xf32>, tensor<4096x2xf32>) -> tensor<4096x2xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<4096x2xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<4096x2xi1>, tensor<4096x2xi1>) -> tensor<4096x2xi1>
    %10 = stablehlo.and %9, %4 : tensor<4096x2xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4096x2xf32>
    %12 = stablehlo.add %2, %11 : tensor<4096x2xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<4096x2xi1>, tensor<4096x2xf32>
    return %13 : tensor<4096x2xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<8xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<8xf32>, tensor<1xf32>, tensor<i32>) -> tensor<8xf32>
    return %1 : tensor<8xf32>
  }
}
