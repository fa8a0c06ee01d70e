module @jit_simulate attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> (tensor<64x64xf32> {jax.result_info = "result[0]"}, tensor<64x64xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0, %iterArg_1 = %arg1) : tensor<i32>, tensor<64x64xf32>, tensor<64x64xf32>
    cond {
      %c_2 = stablehlo.constant dense<10> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg_0, %iterArg_1) : (tensor<64x64xf32>, tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>)
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1 : tensor<i32>, tensor<64x64xf32>, tensor<64x64xf32>
    }
    return %0#1, %0#2 : tensor<64x64xf32>, tensor<64x64xf32>
  }
  func.func private @closed_call(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
    %0 = call @_pad(%arg0) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %1 = stablehlo.slice %0 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<64x64xf32>
    %4 = call @_pad_0(%arg0) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %5 = stablehlo.slice %4 [1:65, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<64x64xf32>
    %8 = stablehlo.add %3, %7 : tensor<64x64xf32>
    %9 = call @_pad(%arg1) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %10 = stablehlo.slice %9 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<64x64xf32>
    %13 = call @_pad_0(%arg1) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %14 = stablehlo.slice %13 [1:65, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<64x64xf32>
    %17 = stablehlo.add %12, %16 : tensor<64x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %19 = stablehlo.compare GT, %8, %18, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %20 = call @_pad(%arg0) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %21 = stablehlo.slice %20 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %22 = call @_pad_0(%arg0) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %23 = stablehlo.slice %22 [1:65, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %24 = call @_where(%19, %21, %23) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %cst_4 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %26 = stablehlo.multiply %25, %8 : tensor<64x64xf32>
    %27 = call @_pad(%arg0) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %28 = stablehlo.slice %27 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %30 = stablehlo.subtract %29, %26 : tensor<64x64xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<64x64xf32>
    %33 = call @_pad_0(%arg0) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %34 = stablehlo.slice %33 [1:65, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %35 = call @_pad(%arg0) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %36 = stablehlo.slice %35 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %37 = stablehlo.subtract %34, %36 : tensor<64x64xf32>
    %38 = stablehlo.multiply %32, %37 : tensor<64x64xf32>
    %39 = stablehlo.add %28, %38 : tensor<64x64xf32>
    %40 = call @_pad_0(%arg0) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %41 = stablehlo.slice %40 [1:65, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %43 = stablehlo.add %42, %26 : tensor<64x64xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<64x64xf32>
    %46 = call @_pad_0(%arg0) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %47 = stablehlo.slice %46 [1:65, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %48 = call @_pad(%arg0) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %49 = stablehlo.slice %48 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %50 = stablehlo.subtract %47, %49 : tensor<64x64xf32>
    %51 = stablehlo.multiply %45, %50 : tensor<64x64xf32>
    %52 = stablehlo.subtract %41, %51 : tensor<64x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %54 = stablehlo.compare GT, %8, %53, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %55 = call @_where(%54, %39, %52) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %56 = call @_pad_1(%arg0) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %57 = stablehlo.slice %56 [0:64, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %58 = call @_pad_0(%arg0) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %59 = stablehlo.slice %58 [1:65, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %60 = call @_pad_2(%arg0) : (tensor<64x64xf32>) -> tensor<66x64xf32>
    %61 = stablehlo.slice %60 [2:66, 0:64] : (tensor<66x64xf32>) -> tensor<64x64xf32>
    %62 = stablehlo.subtract %arg0, %57 : tensor<64x64xf32>
    %63 = stablehlo.subtract %59, %arg0 : tensor<64x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %65 = stablehlo.compare NE, %63, %64, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %66 = call @_where_3(%65, %63, %c) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %67 = stablehlo.divide %62, %66 : tensor<64x64xf32>
    %68 = stablehlo.subtract %61, %59 : tensor<64x64xf32>
    %69 = stablehlo.subtract %59, %arg0 : tensor<64x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %71 = stablehlo.compare NE, %69, %70, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %72 = call @_where_3(%71, %69, %c_12) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %73 = stablehlo.divide %68, %72 : tensor<64x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %75 = stablehlo.compare GT, %67, %74, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %77 = stablehlo.multiply %76, %67 : tensor<64x64xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %79 = stablehlo.add %78, %67 : tensor<64x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %81 = stablehlo.compare NE, %79, %80, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %82 = call @_where_3(%81, %79, %c_17) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %83 = stablehlo.divide %77, %82 : tensor<64x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = call @_where_4(%75, %83, %cst_18) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<f32>) -> tensor<64x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %86 = stablehlo.compare GT, %73, %85, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %88 = stablehlo.multiply %87, %73 : tensor<64x64xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %90 = stablehlo.add %89, %73 : tensor<64x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %92 = stablehlo.compare NE, %90, %91, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %93 = call @_where_3(%92, %90, %c_23) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %94 = stablehlo.divide %88, %93 : tensor<64x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = call @_where_4(%86, %94, %cst_24) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<f32>) -> tensor<64x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %97 = stablehlo.compare GT, %8, %96, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %98 = call @_where(%97, %84, %95) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %99 = stablehlo.subtract %24, %55 : tensor<64x64xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<64x64xf32>
    %101 = stablehlo.subtract %24, %100 : tensor<64x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %103 = stablehlo.compare GT, %17, %102, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %104 = call @_pad(%arg0) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %105 = stablehlo.slice %104 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %106 = call @_pad_5(%arg0) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %107 = stablehlo.slice %106 [0:64, 1:65] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %108 = call @_where(%103, %105, %107) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %cst_27 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %110 = stablehlo.multiply %109, %17 : tensor<64x64xf32>
    %111 = call @_pad(%arg0) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %112 = stablehlo.slice %111 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %114 = stablehlo.subtract %113, %110 : tensor<64x64xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<64x64xf32>
    %117 = call @_pad_5(%arg0) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %118 = stablehlo.slice %117 [0:64, 1:65] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %119 = call @_pad(%arg0) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %120 = stablehlo.slice %119 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %121 = stablehlo.subtract %118, %120 : tensor<64x64xf32>
    %122 = stablehlo.multiply %116, %121 : tensor<64x64xf32>
    %123 = stablehlo.add %112, %122 : tensor<64x64xf32>
    %124 = call @_pad_5(%arg0) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %125 = stablehlo.slice %124 [0:64, 1:65] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %127 = stablehlo.add %126, %110 : tensor<64x64xf32>
    %cst_31 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %129 = stablehlo.multiply %128, %127 : tensor<64x64xf32>
    %130 = call @_pad_5(%arg0) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %131 = stablehlo.slice %130 [0:64, 1:65] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %132 = call @_pad(%arg0) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %133 = stablehlo.slice %132 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %134 = stablehlo.subtract %131, %133 : tensor<64x64xf32>
    %135 = stablehlo.multiply %129, %134 : tensor<64x64xf32>
    %136 = stablehlo.subtract %125, %135 : tensor<64x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %138 = stablehlo.compare GT, %17, %137, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %139 = call @_where(%138, %123, %136) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %140 = call @_pad_6(%arg0) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %141 = stablehlo.slice %140 [0:64, 0:64] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %142 = call @_pad_5(%arg0) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %143 = stablehlo.slice %142 [0:64, 1:65] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %144 = call @_pad_7(%arg0) : (tensor<64x64xf32>) -> tensor<64x66xf32>
    %145 = stablehlo.slice %144 [0:64, 2:66] : (tensor<64x66xf32>) -> tensor<64x64xf32>
    %146 = stablehlo.subtract %arg0, %141 : tensor<64x64xf32>
    %147 = stablehlo.subtract %143, %arg0 : tensor<64x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %149 = stablehlo.compare NE, %147, %148, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %c_34 = stablehlo.constant dense<1> : tensor<i32>
    %150 = call @_where_3(%149, %147, %c_34) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %151 = stablehlo.divide %146, %150 : tensor<64x64xf32>
    %152 = stablehlo.subtract %145, %143 : tensor<64x64xf32>
    %153 = stablehlo.subtract %143, %arg0 : tensor<64x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %155 = stablehlo.compare NE, %153, %154, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %c_36 = stablehlo.constant dense<1> : tensor<i32>
    %156 = call @_where_3(%155, %153, %c_36) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %157 = stablehlo.divide %152, %156 : tensor<64x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %159 = stablehlo.compare GT, %151, %158, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %cst_38 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %161 = stablehlo.multiply %160, %151 : tensor<64x64xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %163 = stablehlo.add %162, %151 : tensor<64x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %165 = stablehlo.compare NE, %163, %164, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %c_41 = stablehlo.constant dense<1> : tensor<i32>
    %166 = call @_where_3(%165, %163, %c_41) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %167 = stablehlo.divide %161, %166 : tensor<64x64xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = call @_where_4(%159, %167, %cst_42) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<f32>) -> tensor<64x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %170 = stablehlo.compare GT, %157, %169, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %172 = stablehlo.multiply %171, %157 : tensor<64x64xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %174 = stablehlo.add %173, %157 : tensor<64x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %176 = stablehlo.compare NE, %174, %175, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %c_47 = stablehlo.constant dense<1> : tensor<i32>
    %177 = call @_where_3(%176, %174, %c_47) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %178 = stablehlo.divide %172, %177 : tensor<64x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = call @_where_4(%170, %178, %cst_48) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<f32>) -> tensor<64x64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %181 = stablehlo.compare GT, %17, %180, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %182 = call @_where(%181, %168, %179) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %183 = stablehlo.subtract %108, %139 : tensor<64x64xf32>
    %184 = stablehlo.multiply %183, %182 : tensor<64x64xf32>
    %185 = stablehlo.subtract %108, %184 : tensor<64x64xf32>
    %186 = stablehlo.multiply %101, %8 : tensor<64x64xf32>
    %187 = stablehlo.multiply %185, %17 : tensor<64x64xf32>
    %188 = call @_pad_1(%186) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %189 = stablehlo.slice %188 [0:64, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %190 = stablehlo.negate %189 : tensor<64x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %192 = stablehlo.add %191, %186 : tensor<64x64xf32>
    %193 = stablehlo.add %192, %190 : tensor<64x64xf32>
    %cst_51 = stablehlo.constant dense<0.0981747731> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %195 = stablehlo.divide %193, %194 : tensor<64x64xf32>
    %196 = call @_pad_6(%187) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %197 = stablehlo.slice %196 [0:64, 0:64] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %198 = stablehlo.negate %197 : tensor<64x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %200 = stablehlo.add %199, %187 : tensor<64x64xf32>
    %201 = stablehlo.add %200, %198 : tensor<64x64xf32>
    %cst_53 = stablehlo.constant dense<0.0981747731> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %203 = stablehlo.divide %201, %202 : tensor<64x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %205 = stablehlo.add %204, %195 : tensor<64x64xf32>
    %206 = stablehlo.add %205, %203 : tensor<64x64xf32>
    %207 = stablehlo.negate %206 : tensor<64x64xf32>
    %208 = call @_pad(%arg0) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %209 = stablehlo.slice %208 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %cst_55 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %211 = stablehlo.multiply %210, %209 : tensor<64x64xf32>
    %212 = call @_pad_5(%arg0) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %213 = stablehlo.slice %212 [0:64, 1:65] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %cst_56 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %215 = stablehlo.multiply %214, %213 : tensor<64x64xf32>
    %216 = stablehlo.add %211, %215 : tensor<64x64xf32>
    %217 = call @_pad(%arg1) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %218 = stablehlo.slice %217 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %cst_57 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %220 = stablehlo.multiply %219, %218 : tensor<64x64xf32>
    %221 = call @_pad_5(%arg1) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %222 = stablehlo.slice %221 [0:64, 1:65] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %224 = stablehlo.multiply %223, %222 : tensor<64x64xf32>
    %225 = stablehlo.add %220, %224 : tensor<64x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %227 = stablehlo.compare GT, %216, %226, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %228 = call @_pad(%arg1) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %229 = stablehlo.slice %228 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %230 = call @_pad_0(%arg1) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %231 = stablehlo.slice %230 [1:65, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %232 = call @_where(%227, %229, %231) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %cst_60 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %234 = stablehlo.multiply %233, %216 : tensor<64x64xf32>
    %235 = call @_pad(%arg1) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %236 = stablehlo.slice %235 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %238 = stablehlo.subtract %237, %234 : tensor<64x64xf32>
    %cst_62 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %240 = stablehlo.multiply %239, %238 : tensor<64x64xf32>
    %241 = call @_pad_0(%arg1) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %242 = stablehlo.slice %241 [1:65, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %243 = call @_pad(%arg1) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %244 = stablehlo.slice %243 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %245 = stablehlo.subtract %242, %244 : tensor<64x64xf32>
    %246 = stablehlo.multiply %240, %245 : tensor<64x64xf32>
    %247 = stablehlo.add %236, %246 : tensor<64x64xf32>
    %248 = call @_pad_0(%arg1) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %249 = stablehlo.slice %248 [1:65, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %251 = stablehlo.add %250, %234 : tensor<64x64xf32>
    %cst_64 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %253 = stablehlo.multiply %252, %251 : tensor<64x64xf32>
    %254 = call @_pad_0(%arg1) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %255 = stablehlo.slice %254 [1:65, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %256 = call @_pad(%arg1) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %257 = stablehlo.slice %256 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %258 = stablehlo.subtract %255, %257 : tensor<64x64xf32>
    %259 = stablehlo.multiply %253, %258 : tensor<64x64xf32>
    %260 = stablehlo.subtract %249, %259 : tensor<64x64xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %262 = stablehlo.compare GT, %216, %261, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %263 = call @_where(%262, %247, %260) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %264 = call @_pad_1(%arg1) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %265 = stablehlo.slice %264 [0:64, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %266 = call @_pad_0(%arg1) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %267 = stablehlo.slice %266 [1:65, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %268 = call @_pad_2(%arg1) : (tensor<64x64xf32>) -> tensor<66x64xf32>
    %269 = stablehlo.slice %268 [2:66, 0:64] : (tensor<66x64xf32>) -> tensor<64x64xf32>
    %270 = stablehlo.subtract %arg1, %265 : tensor<64x64xf32>
    %271 = stablehlo.subtract %267, %arg1 : tensor<64x64xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %273 = stablehlo.compare NE, %271, %272, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %c_67 = stablehlo.constant dense<1> : tensor<i32>
    %274 = call @_where_3(%273, %271, %c_67) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %275 = stablehlo.divide %270, %274 : tensor<64x64xf32>
    %276 = stablehlo.subtract %269, %267 : tensor<64x64xf32>
    %277 = stablehlo.subtract %267, %arg1 : tensor<64x64xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %279 = stablehlo.compare NE, %277, %278, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %c_69 = stablehlo.constant dense<1> : tensor<i32>
    %280 = call @_where_3(%279, %277, %c_69) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %281 = stablehlo.divide %276, %280 : tensor<64x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %283 = stablehlo.compare GT, %275, %282, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %cst_71 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %285 = stablehlo.multiply %284, %275 : tensor<64x64xf32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %287 = stablehlo.add %286, %275 : tensor<64x64xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %289 = stablehlo.compare NE, %287, %288, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %c_74 = stablehlo.constant dense<1> : tensor<i32>
    %290 = call @_where_3(%289, %287, %c_74) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %291 = stablehlo.divide %285, %290 : tensor<64x64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = call @_where_4(%283, %291, %cst_75) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<f32>) -> tensor<64x64xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %294 = stablehlo.compare GT, %281, %293, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %cst_77 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %296 = stablehlo.multiply %295, %281 : tensor<64x64xf32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %298 = stablehlo.add %297, %281 : tensor<64x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %300 = stablehlo.compare NE, %298, %299, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %c_80 = stablehlo.constant dense<1> : tensor<i32>
    %301 = call @_where_3(%300, %298, %c_80) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %302 = stablehlo.divide %296, %301 : tensor<64x64xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = call @_where_4(%294, %302, %cst_81) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<f32>) -> tensor<64x64xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %305 = stablehlo.compare GT, %216, %304, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %306 = call @_where(%305, %292, %303) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %307 = stablehlo.subtract %232, %263 : tensor<64x64xf32>
    %308 = stablehlo.multiply %307, %306 : tensor<64x64xf32>
    %309 = stablehlo.subtract %232, %308 : tensor<64x64xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %311 = stablehlo.compare GT, %225, %310, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %312 = call @_pad(%arg1) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %313 = stablehlo.slice %312 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %314 = call @_pad_5(%arg1) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %315 = stablehlo.slice %314 [0:64, 1:65] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %316 = call @_where(%311, %313, %315) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %cst_84 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %318 = stablehlo.multiply %317, %225 : tensor<64x64xf32>
    %319 = call @_pad(%arg1) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %320 = stablehlo.slice %319 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %322 = stablehlo.subtract %321, %318 : tensor<64x64xf32>
    %cst_86 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %324 = stablehlo.multiply %323, %322 : tensor<64x64xf32>
    %325 = call @_pad_5(%arg1) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %326 = stablehlo.slice %325 [0:64, 1:65] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %327 = call @_pad(%arg1) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %328 = stablehlo.slice %327 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %329 = stablehlo.subtract %326, %328 : tensor<64x64xf32>
    %330 = stablehlo.multiply %324, %329 : tensor<64x64xf32>
    %331 = stablehlo.add %320, %330 : tensor<64x64xf32>
    %332 = call @_pad_5(%arg1) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %333 = stablehlo.slice %332 [0:64, 1:65] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %335 = stablehlo.add %334, %318 : tensor<64x64xf32>
    %cst_88 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %337 = stablehlo.multiply %336, %335 : tensor<64x64xf32>
    %338 = call @_pad_5(%arg1) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %339 = stablehlo.slice %338 [0:64, 1:65] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %340 = call @_pad(%arg1) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %341 = stablehlo.slice %340 [0:64, 0:64] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %342 = stablehlo.subtract %339, %341 : tensor<64x64xf32>
    %343 = stablehlo.multiply %337, %342 : tensor<64x64xf32>
    %344 = stablehlo.subtract %333, %343 : tensor<64x64xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %346 = stablehlo.compare GT, %225, %345, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %347 = call @_where(%346, %331, %344) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %348 = call @_pad_6(%arg1) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %349 = stablehlo.slice %348 [0:64, 0:64] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %350 = call @_pad_5(%arg1) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %351 = stablehlo.slice %350 [0:64, 1:65] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %352 = call @_pad_7(%arg1) : (tensor<64x64xf32>) -> tensor<64x66xf32>
    %353 = stablehlo.slice %352 [0:64, 2:66] : (tensor<64x66xf32>) -> tensor<64x64xf32>
    %354 = stablehlo.subtract %arg1, %349 : tensor<64x64xf32>
    %355 = stablehlo.subtract %351, %arg1 : tensor<64x64xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %357 = stablehlo.compare NE, %355, %356, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %c_91 = stablehlo.constant dense<1> : tensor<i32>
    %358 = call @_where_3(%357, %355, %c_91) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %359 = stablehlo.divide %354, %358 : tensor<64x64xf32>
    %360 = stablehlo.subtract %353, %351 : tensor<64x64xf32>
    %361 = stablehlo.subtract %351, %arg1 : tensor<64x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %363 = stablehlo.compare NE, %361, %362, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %c_93 = stablehlo.constant dense<1> : tensor<i32>
    %364 = call @_where_3(%363, %361, %c_93) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %365 = stablehlo.divide %360, %364 : tensor<64x64xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %367 = stablehlo.compare GT, %359, %366, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %cst_95 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %369 = stablehlo.multiply %368, %359 : tensor<64x64xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %371 = stablehlo.add %370, %359 : tensor<64x64xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %373 = stablehlo.compare NE, %371, %372, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %c_98 = stablehlo.constant dense<1> : tensor<i32>
    %374 = call @_where_3(%373, %371, %c_98) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %375 = stablehlo.divide %369, %374 : tensor<64x64xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = call @_where_4(%367, %375, %cst_99) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<f32>) -> tensor<64x64xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %378 = stablehlo.compare GT, %365, %377, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %cst_101 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %380 = stablehlo.multiply %379, %365 : tensor<64x64xf32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %382 = stablehlo.add %381, %365 : tensor<64x64xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %384 = stablehlo.compare NE, %382, %383, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %c_104 = stablehlo.constant dense<1> : tensor<i32>
    %385 = call @_where_3(%384, %382, %c_104) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %386 = stablehlo.divide %380, %385 : tensor<64x64xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = call @_where_4(%378, %386, %cst_105) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<f32>) -> tensor<64x64xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %389 = stablehlo.compare GT, %225, %388, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %390 = call @_where(%389, %376, %387) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %391 = stablehlo.subtract %316, %347 : tensor<64x64xf32>
    %392 = stablehlo.multiply %391, %390 : tensor<64x64xf32>
    %393 = stablehlo.subtract %316, %392 : tensor<64x64xf32>
    %394 = stablehlo.multiply %309, %216 : tensor<64x64xf32>
    %395 = stablehlo.multiply %393, %225 : tensor<64x64xf32>
    %396 = call @_pad_1(%394) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %397 = stablehlo.slice %396 [0:64, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %398 = stablehlo.negate %397 : tensor<64x64xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %400 = stablehlo.add %399, %394 : tensor<64x64xf32>
    %401 = stablehlo.add %400, %398 : tensor<64x64xf32>
    %cst_108 = stablehlo.constant dense<0.0981747731> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %403 = stablehlo.divide %401, %402 : tensor<64x64xf32>
    %404 = call @_pad_6(%395) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %405 = stablehlo.slice %404 [0:64, 0:64] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %406 = stablehlo.negate %405 : tensor<64x64xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %408 = stablehlo.add %407, %395 : tensor<64x64xf32>
    %409 = stablehlo.add %408, %406 : tensor<64x64xf32>
    %cst_110 = stablehlo.constant dense<0.0981747731> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %411 = stablehlo.divide %409, %410 : tensor<64x64xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %413 = stablehlo.add %412, %403 : tensor<64x64xf32>
    %414 = stablehlo.add %413, %411 : tensor<64x64xf32>
    %415 = stablehlo.negate %414 : tensor<64x64xf32>
    %cst_112 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %417 = stablehlo.multiply %416, %arg0 : tensor<64x64xf32>
    %cst_113 = stablehlo.constant dense<207.505768> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %419 = stablehlo.multiply %417, %418 : tensor<64x64xf32>
    %420 = call @_pad_1(%arg0) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %421 = stablehlo.slice %420 [0:64, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %422 = call @_pad_0(%arg0) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %423 = stablehlo.slice %422 [1:65, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %425 = stablehlo.add %424, %421 : tensor<64x64xf32>
    %426 = stablehlo.add %425, %423 : tensor<64x64xf32>
    %cst_115 = stablehlo.constant dense<103.752884> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %428 = stablehlo.multiply %426, %427 : tensor<64x64xf32>
    %429 = stablehlo.add %419, %428 : tensor<64x64xf32>
    %430 = call @_pad_6(%arg0) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %431 = stablehlo.slice %430 [0:64, 0:64] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %432 = call @_pad_5(%arg0) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %433 = stablehlo.slice %432 [0:64, 1:65] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %435 = stablehlo.add %434, %431 : tensor<64x64xf32>
    %436 = stablehlo.add %435, %433 : tensor<64x64xf32>
    %cst_117 = stablehlo.constant dense<103.752884> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %438 = stablehlo.multiply %436, %437 : tensor<64x64xf32>
    %439 = stablehlo.add %429, %438 : tensor<64x64xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %441 = stablehlo.multiply %440, %439 : tensor<64x64xf32>
    %cst_119 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %443 = stablehlo.multiply %442, %arg1 : tensor<64x64xf32>
    %cst_120 = stablehlo.constant dense<207.505768> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %445 = stablehlo.multiply %443, %444 : tensor<64x64xf32>
    %446 = call @_pad_1(%arg1) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %447 = stablehlo.slice %446 [0:64, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %448 = call @_pad_0(%arg1) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %449 = stablehlo.slice %448 [1:65, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %451 = stablehlo.add %450, %447 : tensor<64x64xf32>
    %452 = stablehlo.add %451, %449 : tensor<64x64xf32>
    %cst_122 = stablehlo.constant dense<103.752884> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %454 = stablehlo.multiply %452, %453 : tensor<64x64xf32>
    %455 = stablehlo.add %445, %454 : tensor<64x64xf32>
    %456 = call @_pad_6(%arg1) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %457 = stablehlo.slice %456 [0:64, 0:64] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %458 = call @_pad_5(%arg1) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %459 = stablehlo.slice %458 [0:64, 1:65] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %461 = stablehlo.add %460, %457 : tensor<64x64xf32>
    %462 = stablehlo.add %461, %459 : tensor<64x64xf32>
    %cst_124 = stablehlo.constant dense<103.752884> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %464 = stablehlo.multiply %462, %463 : tensor<64x64xf32>
    %465 = stablehlo.add %455, %464 : tensor<64x64xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %467 = stablehlo.multiply %466, %465 : tensor<64x64xf32>
    %468 = stablehlo.add %207, %441 : tensor<64x64xf32>
    %469 = stablehlo.add %415, %467 : tensor<64x64xf32>
    %cst_126 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %471 = stablehlo.multiply %470, %468 : tensor<64x64xf32>
    %cst_127 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %473 = stablehlo.multiply %472, %469 : tensor<64x64xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %475 = stablehlo.add %474, %471 : tensor<64x64xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %477 = stablehlo.add %476, %473 : tensor<64x64xf32>
    %cst_130 = stablehlo.constant dense<0.0245436933> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %479 = stablehlo.multiply %478, %475 : tensor<64x64xf32>
    %cst_131 = stablehlo.constant dense<0.0245436933> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %481 = stablehlo.multiply %480, %477 : tensor<64x64xf32>
    %482 = stablehlo.add %arg0, %479 : tensor<64x64xf32>
    %483 = stablehlo.add %arg1, %481 : tensor<64x64xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %485 = call @_pad_1(%482) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %486 = stablehlo.slice %485 [0:64, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %487 = stablehlo.negate %486 : tensor<64x64xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %489 = stablehlo.add %488, %482 : tensor<64x64xf32>
    %490 = stablehlo.add %489, %487 : tensor<64x64xf32>
    %cst_134 = stablehlo.constant dense<0.0981747731> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %492 = stablehlo.divide %490, %491 : tensor<64x64xf32>
    %493 = call @_pad_6(%483) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %494 = stablehlo.slice %493 [0:64, 0:64] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %495 = stablehlo.negate %494 : tensor<64x64xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %497 = stablehlo.add %496, %483 : tensor<64x64xf32>
    %498 = stablehlo.add %497, %495 : tensor<64x64xf32>
    %cst_136 = stablehlo.constant dense<0.0981747731> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %500 = stablehlo.divide %498, %499 : tensor<64x64xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %502 = stablehlo.add %501, %492 : tensor<64x64xf32>
    %503 = stablehlo.add %502, %500 : tensor<64x64xf32>
    %504 = stablehlo.reshape %503 : (tensor<64x64xf32>) -> tensor<4096xf32>
    %505 = stablehlo.reshape %503 : (tensor<64x64xf32>) -> tensor<4096xf32>
    %506 = stablehlo.dot_general %504, %505, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<f32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %507 = stablehlo.add %cst_138, %506 : tensor<f32>
    %cst_139 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %508 = chlo.square %cst_139 : tensor<f32> -> tensor<f32>
    %509 = stablehlo.convert %508 : tensor<f32>
    %510 = stablehlo.multiply %509, %507 : tensor<f32>
    %cst_140 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %511 = chlo.square %cst_140 : tensor<f32> -> tensor<f32>
    %512 = stablehlo.convert %511 : tensor<f32>
    %513 = stablehlo.maximum %510, %512 : tensor<f32>
    %cst_141 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %515 = stablehlo.multiply %514, %484 : tensor<64x64xf32>
    %cst_142 = stablehlo.constant dense<207.505768> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %517 = stablehlo.multiply %515, %516 : tensor<64x64xf32>
    %c_143 = stablehlo.constant dense<0> : tensor<i32>
    %518 = call @_pad_8(%484, %c_143) : (tensor<64x64xf32>, tensor<i32>) -> tensor<65x64xf32>
    %519 = stablehlo.slice %518 [0:64, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %c_144 = stablehlo.constant dense<0> : tensor<i32>
    %520 = call @_pad_9(%484, %c_144) : (tensor<64x64xf32>, tensor<i32>) -> tensor<65x64xf32>
    %521 = stablehlo.slice %520 [1:65, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %523 = stablehlo.add %522, %519 : tensor<64x64xf32>
    %524 = stablehlo.add %523, %521 : tensor<64x64xf32>
    %cst_146 = stablehlo.constant dense<103.752884> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %526 = stablehlo.multiply %524, %525 : tensor<64x64xf32>
    %527 = stablehlo.add %517, %526 : tensor<64x64xf32>
    %c_147 = stablehlo.constant dense<0> : tensor<i32>
    %528 = call @_pad_10(%484, %c_147) : (tensor<64x64xf32>, tensor<i32>) -> tensor<64x65xf32>
    %529 = stablehlo.slice %528 [0:64, 0:64] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %c_148 = stablehlo.constant dense<0> : tensor<i32>
    %530 = call @_pad_11(%484, %c_148) : (tensor<64x64xf32>, tensor<i32>) -> tensor<64x65xf32>
    %531 = stablehlo.slice %530 [0:64, 1:65] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %533 = stablehlo.add %532, %529 : tensor<64x64xf32>
    %534 = stablehlo.add %533, %531 : tensor<64x64xf32>
    %cst_150 = stablehlo.constant dense<103.752884> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %536 = stablehlo.multiply %534, %535 : tensor<64x64xf32>
    %537 = stablehlo.add %527, %536 : tensor<64x64xf32>
    %538 = stablehlo.subtract %503, %537 : tensor<64x64xf32>
    %539 = stablehlo.reshape %538 : (tensor<64x64xf32>) -> tensor<4096xf32>
    %540 = stablehlo.reshape %538 : (tensor<64x64xf32>) -> tensor<4096xf32>
    %541 = stablehlo.dot_general %539, %540, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<f32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %542 = stablehlo.add %cst_151, %541 : tensor<f32>
    %c_152 = stablehlo.constant dense<0> : tensor<i32>
    %543:6 = stablehlo.while(%iterArg = %513, %iterArg_157 = %484, %iterArg_158 = %538, %iterArg_159 = %542, %iterArg_160 = %538, %iterArg_161 = %c_152) : tensor<f32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<f32>, tensor<64x64xf32>, tensor<i32>
    cond {
      %562 = stablehlo.compare GT, %iterArg_159, %iterArg, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_162 = stablehlo.constant dense<40960> : tensor<i32>
      %563 = stablehlo.compare LT, %iterArg_161, %c_162, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_163 = stablehlo.constant dense<false> : tensor<i1>
      %564 = stablehlo.broadcast_in_dim %c_163, dims = [] : (tensor<i1>) -> tensor<i1>
      %565 = stablehlo.compare NE, %563, %564, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %566 = stablehlo.convert %565 : tensor<i1>
      %567 = stablehlo.and %562, %566 : tensor<i1>
      stablehlo.return %567 : tensor<i1>
    } do {
      %cst_162 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
      %562 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %563 = stablehlo.multiply %562, %iterArg_160 : tensor<64x64xf32>
      %cst_163 = stablehlo.constant dense<207.505768> : tensor<f32>
      %564 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %565 = stablehlo.multiply %563, %564 : tensor<64x64xf32>
      %c_164 = stablehlo.constant dense<0> : tensor<i32>
      %566 = func.call @_pad_8(%iterArg_160, %c_164) : (tensor<64x64xf32>, tensor<i32>) -> tensor<65x64xf32>
      %567 = stablehlo.slice %566 [0:64, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
      %c_165 = stablehlo.constant dense<0> : tensor<i32>
      %568 = func.call @_pad_9(%iterArg_160, %c_165) : (tensor<64x64xf32>, tensor<i32>) -> tensor<65x64xf32>
      %569 = stablehlo.slice %568 [1:65, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
      %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %570 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %571 = stablehlo.add %570, %567 : tensor<64x64xf32>
      %572 = stablehlo.add %571, %569 : tensor<64x64xf32>
      %cst_167 = stablehlo.constant dense<103.752884> : tensor<f32>
      %573 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %574 = stablehlo.multiply %572, %573 : tensor<64x64xf32>
      %575 = stablehlo.add %565, %574 : tensor<64x64xf32>
      %c_168 = stablehlo.constant dense<0> : tensor<i32>
      %576 = func.call @_pad_10(%iterArg_160, %c_168) : (tensor<64x64xf32>, tensor<i32>) -> tensor<64x65xf32>
      %577 = stablehlo.slice %576 [0:64, 0:64] : (tensor<64x65xf32>) -> tensor<64x64xf32>
      %c_169 = stablehlo.constant dense<0> : tensor<i32>
      %578 = func.call @_pad_11(%iterArg_160, %c_169) : (tensor<64x64xf32>, tensor<i32>) -> tensor<64x65xf32>
      %579 = stablehlo.slice %578 [0:64, 1:65] : (tensor<64x65xf32>) -> tensor<64x64xf32>
      %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %580 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %581 = stablehlo.add %580, %577 : tensor<64x64xf32>
      %582 = stablehlo.add %581, %579 : tensor<64x64xf32>
      %cst_171 = stablehlo.constant dense<103.752884> : tensor<f32>
      %583 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %584 = stablehlo.multiply %582, %583 : tensor<64x64xf32>
      %585 = stablehlo.add %575, %584 : tensor<64x64xf32>
      %586 = stablehlo.reshape %iterArg_160 : (tensor<64x64xf32>) -> tensor<4096xf32>
      %587 = stablehlo.reshape %585 : (tensor<64x64xf32>) -> tensor<4096xf32>
      %588 = stablehlo.dot_general %586, %587, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<f32>
      %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %589 = stablehlo.add %cst_172, %588 : tensor<f32>
      %590 = stablehlo.divide %iterArg_159, %589 : tensor<f32>
      %591 = stablehlo.broadcast_in_dim %590, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %592 = stablehlo.multiply %591, %iterArg_160 : tensor<64x64xf32>
      %593 = stablehlo.add %iterArg_157, %592 : tensor<64x64xf32>
      %594 = stablehlo.broadcast_in_dim %590, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %595 = stablehlo.multiply %594, %585 : tensor<64x64xf32>
      %596 = stablehlo.subtract %iterArg_158, %595 : tensor<64x64xf32>
      %597 = stablehlo.reshape %596 : (tensor<64x64xf32>) -> tensor<4096xf32>
      %598 = stablehlo.reshape %596 : (tensor<64x64xf32>) -> tensor<4096xf32>
      %599 = stablehlo.dot_general %597, %598, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<f32>
      %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %600 = stablehlo.add %cst_173, %599 : tensor<f32>
      %601 = stablehlo.divide %600, %iterArg_159 : tensor<f32>
      %602 = stablehlo.broadcast_in_dim %601, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %603 = stablehlo.multiply %602, %iterArg_160 : tensor<64x64xf32>
      %604 = stablehlo.add %596, %603 : tensor<64x64xf32>
      %c_174 = stablehlo.constant dense<1> : tensor<i32>
      %605 = stablehlo.add %iterArg_161, %c_174 : tensor<i32>
      stablehlo.return %iterArg, %593, %596, %600, %604, %605 : tensor<f32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<f32>, tensor<64x64xf32>, tensor<i32>
    }
    %544 = call @_pad_0(%543#1) : (tensor<64x64xf32>) -> tensor<65x64xf32>
    %545 = stablehlo.slice %544 [1:65, 0:64] : (tensor<65x64xf32>) -> tensor<64x64xf32>
    %546 = stablehlo.negate %543#1 : tensor<64x64xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %548 = stablehlo.add %547, %545 : tensor<64x64xf32>
    %549 = stablehlo.add %548, %546 : tensor<64x64xf32>
    %cst_154 = stablehlo.constant dense<0.0981747731> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %551 = stablehlo.divide %549, %550 : tensor<64x64xf32>
    %552 = call @_pad_5(%543#1) : (tensor<64x64xf32>) -> tensor<64x65xf32>
    %553 = stablehlo.slice %552 [0:64, 1:65] : (tensor<64x65xf32>) -> tensor<64x64xf32>
    %554 = stablehlo.negate %543#1 : tensor<64x64xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %556 = stablehlo.add %555, %553 : tensor<64x64xf32>
    %557 = stablehlo.add %556, %554 : tensor<64x64xf32>
    %cst_156 = stablehlo.constant dense<0.0981747731> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %559 = stablehlo.divide %557, %558 : tensor<64x64xf32>
    %560 = stablehlo.subtract %482, %551 : tensor<64x64xf32>
    %561 = stablehlo.subtract %483, %559 : tensor<64x64xf32>
    return %560, %561 : tensor<64x64xf32>, tensor<64x64xf32>
  }
  func.func private @_pad(%arg0: tensor<64x64xf32>) -> tensor<64x64xf32> {
    return %arg0 : tensor<64x64xf32>
  }
  func.func private @_pad_0(%arg0: tensor<64x64xf32>) -> tensor<65x64xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<64x64xf32>) -> tensor<1x64xf32>
    %1 = stablehlo.concatenate %arg0, %0, dim = 0 : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<65x64xf32>
    return %1 : tensor<65x64xf32>
  }
  func.func private @_where(%arg0: tensor<64x64xi1>, %arg1: tensor<64x64xf32>, %arg2: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64x64xi1>, tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @_pad_1(%arg0: tensor<64x64xf32>) -> tensor<65x64xf32> {
    %0 = stablehlo.slice %arg0 [63:64, 0:64] : (tensor<64x64xf32>) -> tensor<1x64xf32>
    %1 = stablehlo.concatenate %0, %arg0, dim = 0 : (tensor<1x64xf32>, tensor<64x64xf32>) -> tensor<65x64xf32>
    return %1 : tensor<65x64xf32>
  }
  func.func private @_pad_2(%arg0: tensor<64x64xf32>) -> tensor<66x64xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 0:64] : (tensor<64x64xf32>) -> tensor<2x64xf32>
    %1 = stablehlo.concatenate %arg0, %0, dim = 0 : (tensor<64x64xf32>, tensor<2x64xf32>) -> tensor<66x64xf32>
    return %1 : tensor<66x64xf32>
  }
  func.func private @_where_3(%arg0: tensor<64x64xi1>, %arg1: tensor<64x64xf32>, %arg2: tensor<i32>) -> tensor<64x64xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<64x64xi1>, tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @_where_4(%arg0: tensor<64x64xi1>, %arg1: tensor<64x64xf32>, %arg2: tensor<f32>) -> tensor<64x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<64x64xi1>, tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @_pad_5(%arg0: tensor<64x64xf32>) -> tensor<64x65xf32> {
    %0 = stablehlo.slice %arg0 [0:64, 0:1] : (tensor<64x64xf32>) -> tensor<64x1xf32>
    %1 = stablehlo.concatenate %arg0, %0, dim = 1 : (tensor<64x64xf32>, tensor<64x1xf32>) -> tensor<64x65xf32>
    return %1 : tensor<64x65xf32>
  }
  func.func private @_pad_6(%arg0: tensor<64x64xf32>) -> tensor<64x65xf32> {
    %0 = stablehlo.slice %arg0 [0:64, 63:64] : (tensor<64x64xf32>) -> tensor<64x1xf32>
    %1 = stablehlo.concatenate %0, %arg0, dim = 1 : (tensor<64x1xf32>, tensor<64x64xf32>) -> tensor<64x65xf32>
    return %1 : tensor<64x65xf32>
  }
  func.func private @_pad_7(%arg0: tensor<64x64xf32>) -> tensor<64x66xf32> {
    %0 = stablehlo.slice %arg0 [0:64, 0:2] : (tensor<64x64xf32>) -> tensor<64x2xf32>
    %1 = stablehlo.concatenate %arg0, %0, dim = 1 : (tensor<64x64xf32>, tensor<64x2xf32>) -> tensor<64x66xf32>
    return %1 : tensor<64x66xf32>
  }
  func.func private @_pad_8(%arg0: tensor<64x64xf32>, %arg1: tensor<i32>) -> tensor<65x64xf32> {
    %0 = stablehlo.slice %arg0 [63:64, 0:64] : (tensor<64x64xf32>) -> tensor<1x64xf32>
    %1 = stablehlo.concatenate %0, %arg0, dim = 0 : (tensor<1x64xf32>, tensor<64x64xf32>) -> tensor<65x64xf32>
    return %1 : tensor<65x64xf32>
  }
  func.func private @_pad_9(%arg0: tensor<64x64xf32>, %arg1: tensor<i32>) -> tensor<65x64xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<64x64xf32>) -> tensor<1x64xf32>
    %1 = stablehlo.concatenate %arg0, %0, dim = 0 : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<65x64xf32>
    return %1 : tensor<65x64xf32>
  }
  func.func private @_pad_10(%arg0: tensor<64x64xf32>, %arg1: tensor<i32>) -> tensor<64x65xf32> {
    %0 = stablehlo.slice %arg0 [0:64, 63:64] : (tensor<64x64xf32>) -> tensor<64x1xf32>
    %1 = stablehlo.concatenate %0, %arg0, dim = 1 : (tensor<64x1xf32>, tensor<64x64xf32>) -> tensor<64x65xf32>
    return %1 : tensor<64x65xf32>
  }
  func.func private @_pad_11(%arg0: tensor<64x64xf32>, %arg1: tensor<i32>) -> tensor<64x65xf32> {
    %0 = stablehlo.slice %arg0 [0:64, 0:1] : (tensor<64x64xf32>) -> tensor<64x1xf32>
    %1 = stablehlo.concatenate %arg0, %0, dim = 1 : (tensor<64x64xf32>, tensor<64x1xf32>) -> tensor<64x65xf32>
    return %1 : tensor<64x65xf32>
  }
}
