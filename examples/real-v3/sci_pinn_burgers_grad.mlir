module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x1xf32>, %arg7: tensor<1xf32>, %arg8: tensor<512xf32>, %arg9: tensor<512xf32>, %arg10: tensor<128xf32>) -> (tensor<2x64xf32> {jax.result_info = "result[0][0]"}, tensor<64xf32> {jax.result_info = "result[0][1]"}, tensor<64x64xf32> {jax.result_info = "result[1][0]"}, tensor<64xf32> {jax.result_info = "result[1][1]"}, tensor<64x64xf32> {jax.result_info = "result[2][0]"}, tensor<64xf32> {jax.result_info = "result[2][1]"}, tensor<64x1xf32> {jax.result_info = "result[3][0]"}, tensor<1xf32> {jax.result_info = "result[3][1]"}) {
    %0 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %1 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x512xf32>, tensor<1x512xf32>) -> tensor<2x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %6 = stablehlo.dot_general %2, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x512xf32>, tensor<2x64xf32>) -> tensor<512x64xf32>
    %7 = stablehlo.dot_general %5, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2xf32>, tensor<2x64xf32>) -> tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<512x64xf32>
    %10 = stablehlo.add %6, %9 : tensor<512x64xf32>
    %11 = stablehlo.tanh %10 : tensor<512x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %13 = stablehlo.subtract %12, %11 : tensor<512x64xf32>
    %14 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<512x64xf32>
    %16 = stablehlo.multiply %15, %11 : tensor<512x64xf32>
    %17 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<512x64xf32>
    %19 = stablehlo.add %18, %16 : tensor<512x64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %21 = stablehlo.subtract %20, %11 : tensor<512x64xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<512x64xf32>
    %23 = stablehlo.dot_general %11, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %24 = stablehlo.dot_general %22, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %25 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<512x64xf32>
    %27 = stablehlo.add %23, %26 : tensor<512x64xf32>
    %28 = stablehlo.tanh %27 : tensor<512x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %30 = stablehlo.subtract %29, %28 : tensor<512x64xf32>
    %31 = stablehlo.multiply %24, %28 : tensor<512x64xf32>
    %32 = stablehlo.add %24, %31 : tensor<512x64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %34 = stablehlo.subtract %33, %28 : tensor<512x64xf32>
    %35 = stablehlo.multiply %32, %34 : tensor<512x64xf32>
    %36 = stablehlo.dot_general %28, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %37 = stablehlo.dot_general %35, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %38 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<512x64xf32>
    %40 = stablehlo.add %36, %39 : tensor<512x64xf32>
    %41 = stablehlo.tanh %40 : tensor<512x64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %43 = stablehlo.subtract %42, %41 : tensor<512x64xf32>
    %44 = stablehlo.multiply %37, %41 : tensor<512x64xf32>
    %45 = stablehlo.add %37, %44 : tensor<512x64xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %47 = stablehlo.subtract %46, %41 : tensor<512x64xf32>
    %48 = stablehlo.multiply %45, %47 : tensor<512x64xf32>
    %49 = stablehlo.dot_general %41, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x1xf32>) -> tensor<512x1xf32>
    %50 = stablehlo.dot_general %48, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x1xf32>) -> tensor<512x1xf32>
    %51 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x1xf32>
    %53 = stablehlo.add %49, %52 : tensor<512x1xf32>
    %54 = stablehlo.reshape %53 : (tensor<512x1xf32>) -> tensor<512xf32>
    %55 = stablehlo.reshape %50 : (tensor<512x1xf32>) -> tensor<512xf32>
    %56 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %57 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %58 = stablehlo.concatenate %56, %57, dim = 0 : (tensor<1x512xf32>, tensor<1x512xf32>) -> tensor<2x512xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %60 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %61 = stablehlo.concatenate %59, %60, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %63 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %64 = stablehlo.concatenate %62, %63, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %65 = stablehlo.dot_general %58, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x512xf32>, tensor<2x64xf32>) -> tensor<512x64xf32>
    %66 = stablehlo.dot_general %61, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2xf32>, tensor<2x64xf32>) -> tensor<64xf32>
    %67 = stablehlo.dot_general %64, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2xf32>, tensor<2x64xf32>) -> tensor<64xf32>
    %68 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<512x64xf32>
    %70 = stablehlo.add %65, %69 : tensor<512x64xf32>
    %71 = stablehlo.tanh %70 : tensor<512x64xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %73 = stablehlo.subtract %72, %71 : tensor<512x64xf32>
    %74 = stablehlo.broadcast_in_dim %66, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<512x64xf32>
    %76 = stablehlo.multiply %75, %71 : tensor<512x64xf32>
    %77 = stablehlo.broadcast_in_dim %66, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<512x64xf32>
    %79 = stablehlo.add %78, %76 : tensor<512x64xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %81 = stablehlo.subtract %80, %71 : tensor<512x64xf32>
    %82 = stablehlo.multiply %79, %81 : tensor<512x64xf32>
    %83 = stablehlo.broadcast_in_dim %67, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<512x64xf32>
    %85 = stablehlo.multiply %84, %71 : tensor<512x64xf32>
    %86 = stablehlo.broadcast_in_dim %67, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<512x64xf32>
    %88 = stablehlo.multiply %87, %82 : tensor<512x64xf32>
    %89 = stablehlo.broadcast_in_dim %67, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<512x64xf32>
    %91 = stablehlo.add %90, %85 : tensor<512x64xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %93 = stablehlo.subtract %92, %71 : tensor<512x64xf32>
    %94 = stablehlo.negate %82 : tensor<512x64xf32>
    %95 = stablehlo.multiply %91, %93 : tensor<512x64xf32>
    %96 = stablehlo.multiply %88, %93 : tensor<512x64xf32>
    %97 = stablehlo.multiply %91, %94 : tensor<512x64xf32>
    %98 = stablehlo.add %96, %97 : tensor<512x64xf32>
    %99 = stablehlo.dot_general %71, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %100 = stablehlo.dot_general %82, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %101 = stablehlo.dot_general %95, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %102 = stablehlo.dot_general %98, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %103 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<512x64xf32>
    %105 = stablehlo.add %99, %104 : tensor<512x64xf32>
    %106 = stablehlo.tanh %105 : tensor<512x64xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %108 = stablehlo.subtract %107, %106 : tensor<512x64xf32>
    %109 = stablehlo.multiply %100, %106 : tensor<512x64xf32>
    %110 = stablehlo.add %100, %109 : tensor<512x64xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %112 = stablehlo.subtract %111, %106 : tensor<512x64xf32>
    %113 = stablehlo.multiply %110, %112 : tensor<512x64xf32>
    %114 = stablehlo.multiply %101, %106 : tensor<512x64xf32>
    %115 = stablehlo.multiply %102, %106 : tensor<512x64xf32>
    %116 = stablehlo.multiply %101, %113 : tensor<512x64xf32>
    %117 = stablehlo.add %115, %116 : tensor<512x64xf32>
    %118 = stablehlo.add %101, %114 : tensor<512x64xf32>
    %119 = stablehlo.add %102, %117 : tensor<512x64xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %121 = stablehlo.subtract %120, %106 : tensor<512x64xf32>
    %122 = stablehlo.negate %113 : tensor<512x64xf32>
    %123 = stablehlo.multiply %118, %121 : tensor<512x64xf32>
    %124 = stablehlo.multiply %119, %121 : tensor<512x64xf32>
    %125 = stablehlo.multiply %118, %122 : tensor<512x64xf32>
    %126 = stablehlo.add %124, %125 : tensor<512x64xf32>
    %127 = stablehlo.dot_general %106, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %128 = stablehlo.dot_general %113, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %129 = stablehlo.dot_general %123, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %130 = stablehlo.dot_general %126, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %131 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<512x64xf32>
    %133 = stablehlo.add %127, %132 : tensor<512x64xf32>
    %134 = stablehlo.tanh %133 : tensor<512x64xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %136 = stablehlo.subtract %135, %134 : tensor<512x64xf32>
    %137 = stablehlo.multiply %128, %134 : tensor<512x64xf32>
    %138 = stablehlo.add %128, %137 : tensor<512x64xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %140 = stablehlo.subtract %139, %134 : tensor<512x64xf32>
    %141 = stablehlo.multiply %138, %140 : tensor<512x64xf32>
    %142 = stablehlo.multiply %129, %134 : tensor<512x64xf32>
    %143 = stablehlo.multiply %130, %134 : tensor<512x64xf32>
    %144 = stablehlo.multiply %129, %141 : tensor<512x64xf32>
    %145 = stablehlo.add %143, %144 : tensor<512x64xf32>
    %146 = stablehlo.add %129, %142 : tensor<512x64xf32>
    %147 = stablehlo.add %130, %145 : tensor<512x64xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %149 = stablehlo.subtract %148, %134 : tensor<512x64xf32>
    %150 = stablehlo.negate %141 : tensor<512x64xf32>
    %151 = stablehlo.multiply %146, %149 : tensor<512x64xf32>
    %152 = stablehlo.multiply %147, %149 : tensor<512x64xf32>
    %153 = stablehlo.multiply %146, %150 : tensor<512x64xf32>
    %154 = stablehlo.add %152, %153 : tensor<512x64xf32>
    %155 = stablehlo.dot_general %151, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x1xf32>) -> tensor<512x1xf32>
    %156 = stablehlo.dot_general %154, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x1xf32>) -> tensor<512x1xf32>
    %157 = stablehlo.reshape %155 : (tensor<512x1xf32>) -> tensor<512xf32>
    %158 = stablehlo.reshape %156 : (tensor<512x1xf32>) -> tensor<512xf32>
    %159 = stablehlo.multiply %54, %157 : tensor<512xf32>
    %160 = stablehlo.add %55, %159 : tensor<512xf32>
    %cst_20 = stablehlo.constant dense<0.00318309898> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %162 = stablehlo.multiply %161, %158 : tensor<512xf32>
    %163 = stablehlo.subtract %160, %162 : tensor<512xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %165 = stablehlo.broadcast_in_dim %arg10, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %166 = stablehlo.broadcast_in_dim %164, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %167 = stablehlo.concatenate %165, %166, dim = 1 : (tensor<128x1xf32>, tensor<128x1xf32>) -> tensor<128x2xf32>
    %168 = stablehlo.dot_general %167, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x2xf32>, tensor<2x64xf32>) -> tensor<128x64xf32>
    %169 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<128x64xf32>
    %171 = stablehlo.add %168, %170 : tensor<128x64xf32>
    %172 = stablehlo.tanh %171 : tensor<128x64xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %174 = stablehlo.subtract %173, %172 : tensor<128x64xf32>
    %175 = stablehlo.dot_general %172, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x64xf32>) -> tensor<128x64xf32>
    %176 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<128x64xf32>
    %178 = stablehlo.add %175, %177 : tensor<128x64xf32>
    %179 = stablehlo.tanh %178 : tensor<128x64xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %181 = stablehlo.subtract %180, %179 : tensor<128x64xf32>
    %182 = stablehlo.dot_general %179, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x64xf32>) -> tensor<128x64xf32>
    %183 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<128x64xf32>
    %185 = stablehlo.add %182, %184 : tensor<128x64xf32>
    %186 = stablehlo.tanh %185 : tensor<128x64xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %188 = stablehlo.subtract %187, %186 : tensor<128x64xf32>
    %189 = stablehlo.dot_general %186, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x1xf32>) -> tensor<128x1xf32>
    %190 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<128x1xf32>
    %192 = stablehlo.add %189, %191 : tensor<128x1xf32>
    %193 = stablehlo.reshape %192 : (tensor<128x1xf32>) -> tensor<128xf32>
    %cst_25 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %195 = stablehlo.multiply %194, %arg10 : tensor<128xf32>
    %196 = stablehlo.sine %195 : tensor<128xf32>
    %197 = stablehlo.add %193, %196 : tensor<128xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %199 = stablehlo.multiply %198, %163 : tensor<512xf32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %201 = stablehlo.multiply %200, %197 : tensor<128xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_29 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %202 = stablehlo.divide %cst_28, %cst_29 : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %204 = stablehlo.multiply %203, %201 : tensor<128xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_31 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %205 = stablehlo.divide %cst_30, %cst_31 : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %207 = stablehlo.multiply %206, %199 : tensor<512xf32>
    %208 = stablehlo.broadcast_in_dim %204, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.reduce(%208 init: %cst_32) applies stablehlo.add across dimensions = [0] : (tensor<128x1xf32>, tensor<f32>) -> tensor<1xf32>
    %210 = stablehlo.reshape %209 : (tensor<1xf32>) -> tensor<1x1xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.reduce(%210 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1xf32>, tensor<f32>) -> tensor<f32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %213 = stablehlo.dot_general %208, %186, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1xf32>, tensor<128x64xf32>) -> tensor<1x64xf32>
    %214 = stablehlo.transpose %213, dims = [1, 0] : (tensor<1x64xf32>) -> tensor<64x1xf32>
    %215 = stablehlo.dot_general %208, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x1xf32>, tensor<64x1xf32>) -> tensor<128x64xf32>
    %216 = stablehlo.multiply %215, %188 : tensor<128x64xf32>
    %217 = stablehlo.multiply %216, %186 : tensor<128x64xf32>
    %218 = stablehlo.add %216, %217 : tensor<128x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%218 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<128x64xf32>, tensor<f32>) -> tensor<64xf32>
    %220 = stablehlo.reshape %219 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.reduce(%220 init: %cst_35) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %222 = stablehlo.dot_general %218, %179, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<128x64xf32>) -> tensor<64x64xf32>
    %223 = stablehlo.transpose %222, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %224 = stablehlo.dot_general %218, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x64xf32>) -> tensor<128x64xf32>
    %225 = stablehlo.multiply %224, %181 : tensor<128x64xf32>
    %226 = stablehlo.multiply %225, %179 : tensor<128x64xf32>
    %227 = stablehlo.add %225, %226 : tensor<128x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.reduce(%227 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<128x64xf32>, tensor<f32>) -> tensor<64xf32>
    %229 = stablehlo.reshape %228 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.reduce(%229 init: %cst_37) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %231 = stablehlo.dot_general %227, %172, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<128x64xf32>) -> tensor<64x64xf32>
    %232 = stablehlo.transpose %231, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %233 = stablehlo.dot_general %227, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x64xf32>) -> tensor<128x64xf32>
    %234 = stablehlo.multiply %233, %174 : tensor<128x64xf32>
    %235 = stablehlo.multiply %234, %172 : tensor<128x64xf32>
    %236 = stablehlo.add %234, %235 : tensor<128x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.reduce(%236 init: %cst_38) applies stablehlo.add across dimensions = [0] : (tensor<128x64xf32>, tensor<f32>) -> tensor<64xf32>
    %238 = stablehlo.reshape %237 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.reduce(%238 init: %cst_39) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %240 = stablehlo.dot_general %236, %167, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<128x2xf32>) -> tensor<64x2xf32>
    %241 = stablehlo.transpose %240, dims = [1, 0] : (tensor<64x2xf32>) -> tensor<2x64xf32>
    %242 = stablehlo.negate %207 : tensor<512xf32>
    %cst_40 = stablehlo.constant dense<0.00318309898> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %244 = stablehlo.multiply %243, %242 : tensor<512xf32>
    %245 = stablehlo.multiply %54, %207 : tensor<512xf32>
    %246 = stablehlo.multiply %207, %157 : tensor<512xf32>
    %247 = stablehlo.broadcast_in_dim %244, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %248 = stablehlo.broadcast_in_dim %245, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %249 = stablehlo.dot_general %247, %154, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1xf32>, tensor<512x64xf32>) -> tensor<1x64xf32>
    %250 = stablehlo.transpose %249, dims = [1, 0] : (tensor<1x64xf32>) -> tensor<64x1xf32>
    %251 = stablehlo.add %214, %250 : tensor<64x1xf32>
    %252 = stablehlo.dot_general %247, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1xf32>, tensor<64x1xf32>) -> tensor<512x64xf32>
    %253 = stablehlo.dot_general %248, %151, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1xf32>, tensor<512x64xf32>) -> tensor<1x64xf32>
    %254 = stablehlo.transpose %253, dims = [1, 0] : (tensor<1x64xf32>) -> tensor<64x1xf32>
    %255 = stablehlo.add %251, %254 : tensor<64x1xf32>
    %256 = stablehlo.dot_general %248, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1xf32>, tensor<64x1xf32>) -> tensor<512x64xf32>
    %257 = stablehlo.multiply %146, %252 : tensor<512x64xf32>
    %258 = stablehlo.multiply %252, %150 : tensor<512x64xf32>
    %259 = stablehlo.multiply %147, %252 : tensor<512x64xf32>
    %260 = stablehlo.multiply %252, %149 : tensor<512x64xf32>
    %261 = stablehlo.multiply %146, %256 : tensor<512x64xf32>
    %262 = stablehlo.add %259, %261 : tensor<512x64xf32>
    %263 = stablehlo.multiply %256, %149 : tensor<512x64xf32>
    %264 = stablehlo.add %258, %263 : tensor<512x64xf32>
    %265 = stablehlo.negate %257 : tensor<512x64xf32>
    %266 = stablehlo.negate %262 : tensor<512x64xf32>
    %267 = stablehlo.multiply %129, %260 : tensor<512x64xf32>
    %268 = stablehlo.add %265, %267 : tensor<512x64xf32>
    %269 = stablehlo.multiply %260, %141 : tensor<512x64xf32>
    %270 = stablehlo.add %264, %269 : tensor<512x64xf32>
    %271 = stablehlo.multiply %130, %260 : tensor<512x64xf32>
    %272 = stablehlo.add %266, %271 : tensor<512x64xf32>
    %273 = stablehlo.multiply %260, %134 : tensor<512x64xf32>
    %274 = stablehlo.add %260, %273 : tensor<512x64xf32>
    %275 = stablehlo.multiply %129, %264 : tensor<512x64xf32>
    %276 = stablehlo.add %272, %275 : tensor<512x64xf32>
    %277 = stablehlo.multiply %264, %134 : tensor<512x64xf32>
    %278 = stablehlo.add %270, %277 : tensor<512x64xf32>
    %279 = stablehlo.multiply %138, %268 : tensor<512x64xf32>
    %280 = stablehlo.multiply %268, %140 : tensor<512x64xf32>
    %281 = stablehlo.negate %279 : tensor<512x64xf32>
    %282 = stablehlo.add %276, %281 : tensor<512x64xf32>
    %283 = stablehlo.multiply %128, %280 : tensor<512x64xf32>
    %284 = stablehlo.add %282, %283 : tensor<512x64xf32>
    %285 = stablehlo.multiply %280, %134 : tensor<512x64xf32>
    %286 = stablehlo.add %280, %285 : tensor<512x64xf32>
    %287 = stablehlo.multiply %284, %136 : tensor<512x64xf32>
    %288 = stablehlo.multiply %287, %134 : tensor<512x64xf32>
    %289 = stablehlo.add %287, %288 : tensor<512x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%289 init: %cst_41) applies stablehlo.add across dimensions = [0] : (tensor<512x64xf32>, tensor<f32>) -> tensor<64xf32>
    %291 = stablehlo.reshape %290 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%291 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %293 = stablehlo.add %221, %292 : tensor<64xf32>
    %294 = stablehlo.dot_general %274, %126, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<512x64xf32>) -> tensor<64x64xf32>
    %295 = stablehlo.transpose %294, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %296 = stablehlo.add %223, %295 : tensor<64x64xf32>
    %297 = stablehlo.dot_general %274, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %298 = stablehlo.dot_general %278, %123, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<512x64xf32>) -> tensor<64x64xf32>
    %299 = stablehlo.transpose %298, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %300 = stablehlo.add %296, %299 : tensor<64x64xf32>
    %301 = stablehlo.dot_general %278, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %302 = stablehlo.dot_general %286, %113, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<512x64xf32>) -> tensor<64x64xf32>
    %303 = stablehlo.transpose %302, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %304 = stablehlo.add %300, %303 : tensor<64x64xf32>
    %305 = stablehlo.dot_general %286, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %306 = stablehlo.dot_general %289, %106, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<512x64xf32>) -> tensor<64x64xf32>
    %307 = stablehlo.transpose %306, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %308 = stablehlo.add %304, %307 : tensor<64x64xf32>
    %309 = stablehlo.dot_general %289, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %310 = stablehlo.multiply %118, %297 : tensor<512x64xf32>
    %311 = stablehlo.multiply %297, %122 : tensor<512x64xf32>
    %312 = stablehlo.multiply %119, %297 : tensor<512x64xf32>
    %313 = stablehlo.multiply %297, %121 : tensor<512x64xf32>
    %314 = stablehlo.multiply %118, %301 : tensor<512x64xf32>
    %315 = stablehlo.add %312, %314 : tensor<512x64xf32>
    %316 = stablehlo.multiply %301, %121 : tensor<512x64xf32>
    %317 = stablehlo.add %311, %316 : tensor<512x64xf32>
    %318 = stablehlo.negate %310 : tensor<512x64xf32>
    %319 = stablehlo.add %305, %318 : tensor<512x64xf32>
    %320 = stablehlo.negate %315 : tensor<512x64xf32>
    %321 = stablehlo.add %309, %320 : tensor<512x64xf32>
    %322 = stablehlo.multiply %101, %313 : tensor<512x64xf32>
    %323 = stablehlo.add %319, %322 : tensor<512x64xf32>
    %324 = stablehlo.multiply %313, %113 : tensor<512x64xf32>
    %325 = stablehlo.add %317, %324 : tensor<512x64xf32>
    %326 = stablehlo.multiply %102, %313 : tensor<512x64xf32>
    %327 = stablehlo.add %321, %326 : tensor<512x64xf32>
    %328 = stablehlo.multiply %313, %106 : tensor<512x64xf32>
    %329 = stablehlo.add %313, %328 : tensor<512x64xf32>
    %330 = stablehlo.multiply %101, %317 : tensor<512x64xf32>
    %331 = stablehlo.add %327, %330 : tensor<512x64xf32>
    %332 = stablehlo.multiply %317, %106 : tensor<512x64xf32>
    %333 = stablehlo.add %325, %332 : tensor<512x64xf32>
    %334 = stablehlo.multiply %110, %323 : tensor<512x64xf32>
    %335 = stablehlo.multiply %323, %112 : tensor<512x64xf32>
    %336 = stablehlo.negate %334 : tensor<512x64xf32>
    %337 = stablehlo.add %331, %336 : tensor<512x64xf32>
    %338 = stablehlo.multiply %100, %335 : tensor<512x64xf32>
    %339 = stablehlo.add %337, %338 : tensor<512x64xf32>
    %340 = stablehlo.multiply %335, %106 : tensor<512x64xf32>
    %341 = stablehlo.add %335, %340 : tensor<512x64xf32>
    %342 = stablehlo.multiply %339, %108 : tensor<512x64xf32>
    %343 = stablehlo.multiply %342, %106 : tensor<512x64xf32>
    %344 = stablehlo.add %342, %343 : tensor<512x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %345 = stablehlo.reduce(%344 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<512x64xf32>, tensor<f32>) -> tensor<64xf32>
    %346 = stablehlo.reshape %345 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.reduce(%346 init: %cst_44) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %348 = stablehlo.add %230, %347 : tensor<64xf32>
    %349 = stablehlo.dot_general %329, %98, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<512x64xf32>) -> tensor<64x64xf32>
    %350 = stablehlo.transpose %349, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %351 = stablehlo.add %232, %350 : tensor<64x64xf32>
    %352 = stablehlo.dot_general %329, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %353 = stablehlo.dot_general %333, %95, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<512x64xf32>) -> tensor<64x64xf32>
    %354 = stablehlo.transpose %353, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %355 = stablehlo.add %351, %354 : tensor<64x64xf32>
    %356 = stablehlo.dot_general %333, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %357 = stablehlo.dot_general %341, %82, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<512x64xf32>) -> tensor<64x64xf32>
    %358 = stablehlo.transpose %357, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %359 = stablehlo.add %355, %358 : tensor<64x64xf32>
    %360 = stablehlo.dot_general %341, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %361 = stablehlo.dot_general %344, %71, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<512x64xf32>) -> tensor<64x64xf32>
    %362 = stablehlo.transpose %361, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %363 = stablehlo.add %359, %362 : tensor<64x64xf32>
    %364 = stablehlo.dot_general %344, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %365 = stablehlo.multiply %91, %352 : tensor<512x64xf32>
    %366 = stablehlo.multiply %352, %94 : tensor<512x64xf32>
    %367 = stablehlo.multiply %88, %352 : tensor<512x64xf32>
    %368 = stablehlo.multiply %352, %93 : tensor<512x64xf32>
    %369 = stablehlo.multiply %91, %356 : tensor<512x64xf32>
    %370 = stablehlo.add %367, %369 : tensor<512x64xf32>
    %371 = stablehlo.multiply %356, %93 : tensor<512x64xf32>
    %372 = stablehlo.add %366, %371 : tensor<512x64xf32>
    %373 = stablehlo.negate %365 : tensor<512x64xf32>
    %374 = stablehlo.add %360, %373 : tensor<512x64xf32>
    %375 = stablehlo.negate %370 : tensor<512x64xf32>
    %376 = stablehlo.add %364, %375 : tensor<512x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.reduce(%372 init: %cst_45) applies stablehlo.add across dimensions = [0] : (tensor<512x64xf32>, tensor<f32>) -> tensor<64xf32>
    %378 = stablehlo.reshape %377 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%378 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %380 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<512x64xf32>
    %381 = stablehlo.multiply %380, %368 : tensor<512x64xf32>
    %382 = stablehlo.add %374, %381 : tensor<512x64xf32>
    %383 = stablehlo.multiply %368, %82 : tensor<512x64xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.reduce(%383 init: %cst_47) applies stablehlo.add across dimensions = [0] : (tensor<512x64xf32>, tensor<f32>) -> tensor<64xf32>
    %385 = stablehlo.reshape %384 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.reduce(%385 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %387 = stablehlo.add %379, %386 : tensor<64xf32>
    %388 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<512x64xf32>
    %389 = stablehlo.multiply %388, %372 : tensor<512x64xf32>
    %390 = stablehlo.add %376, %389 : tensor<512x64xf32>
    %391 = stablehlo.multiply %372, %71 : tensor<512x64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.reduce(%391 init: %cst_49) applies stablehlo.add across dimensions = [0] : (tensor<512x64xf32>, tensor<f32>) -> tensor<64xf32>
    %393 = stablehlo.reshape %392 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.reduce(%393 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %395 = stablehlo.add %387, %394 : tensor<64xf32>
    %396 = stablehlo.multiply %79, %382 : tensor<512x64xf32>
    %397 = stablehlo.multiply %382, %81 : tensor<512x64xf32>
    %398 = stablehlo.negate %396 : tensor<512x64xf32>
    %399 = stablehlo.add %390, %398 : tensor<512x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.reduce(%397 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<512x64xf32>, tensor<f32>) -> tensor<64xf32>
    %401 = stablehlo.reshape %400 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.reduce(%401 init: %cst_52) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %403 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<512x64xf32>
    %404 = stablehlo.multiply %403, %397 : tensor<512x64xf32>
    %405 = stablehlo.add %399, %404 : tensor<512x64xf32>
    %406 = stablehlo.multiply %397, %71 : tensor<512x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.reduce(%406 init: %cst_53) applies stablehlo.add across dimensions = [0] : (tensor<512x64xf32>, tensor<f32>) -> tensor<64xf32>
    %408 = stablehlo.reshape %407 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.reduce(%408 init: %cst_54) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %410 = stablehlo.add %402, %409 : tensor<64xf32>
    %411 = stablehlo.multiply %405, %73 : tensor<512x64xf32>
    %412 = stablehlo.multiply %411, %71 : tensor<512x64xf32>
    %413 = stablehlo.add %411, %412 : tensor<512x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.reduce(%413 init: %cst_55) applies stablehlo.add across dimensions = [0] : (tensor<512x64xf32>, tensor<f32>) -> tensor<64xf32>
    %415 = stablehlo.reshape %414 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%415 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %417 = stablehlo.add %239, %416 : tensor<64xf32>
    %418 = stablehlo.dot_general %395, %64, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<64xf32>, tensor<2xf32>) -> tensor<64x2xf32>
    %419 = stablehlo.transpose %418, dims = [1, 0] : (tensor<64x2xf32>) -> tensor<2x64xf32>
    %420 = stablehlo.add %241, %419 : tensor<2x64xf32>
    %421 = stablehlo.dot_general %410, %61, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<64xf32>, tensor<2xf32>) -> tensor<64x2xf32>
    %422 = stablehlo.transpose %421, dims = [1, 0] : (tensor<64x2xf32>) -> tensor<2x64xf32>
    %423 = stablehlo.add %420, %422 : tensor<2x64xf32>
    %424 = stablehlo.dot_general %413, %58, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<2x512xf32>) -> tensor<64x2xf32>
    %425 = stablehlo.transpose %424, dims = [1, 0] : (tensor<64x2xf32>) -> tensor<2x64xf32>
    %426 = stablehlo.add %423, %425 : tensor<2x64xf32>
    %427 = stablehlo.broadcast_in_dim %207, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %428 = stablehlo.broadcast_in_dim %246, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %429 = stablehlo.reduce(%428 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<512x1xf32>, tensor<f32>) -> tensor<1xf32>
    %430 = stablehlo.reshape %429 : (tensor<1xf32>) -> tensor<1x1xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.reduce(%430 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1xf32>, tensor<f32>) -> tensor<f32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %433 = stablehlo.add %212, %432 : tensor<1xf32>
    %434 = stablehlo.dot_general %427, %48, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1xf32>, tensor<512x64xf32>) -> tensor<1x64xf32>
    %435 = stablehlo.transpose %434, dims = [1, 0] : (tensor<1x64xf32>) -> tensor<64x1xf32>
    %436 = stablehlo.add %255, %435 : tensor<64x1xf32>
    %437 = stablehlo.dot_general %427, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1xf32>, tensor<64x1xf32>) -> tensor<512x64xf32>
    %438 = stablehlo.dot_general %428, %41, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1xf32>, tensor<512x64xf32>) -> tensor<1x64xf32>
    %439 = stablehlo.transpose %438, dims = [1, 0] : (tensor<1x64xf32>) -> tensor<64x1xf32>
    %440 = stablehlo.add %436, %439 : tensor<64x1xf32>
    %441 = stablehlo.dot_general %428, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1xf32>, tensor<64x1xf32>) -> tensor<512x64xf32>
    %442 = stablehlo.multiply %45, %437 : tensor<512x64xf32>
    %443 = stablehlo.multiply %437, %47 : tensor<512x64xf32>
    %444 = stablehlo.negate %442 : tensor<512x64xf32>
    %445 = stablehlo.add %441, %444 : tensor<512x64xf32>
    %446 = stablehlo.multiply %37, %443 : tensor<512x64xf32>
    %447 = stablehlo.add %445, %446 : tensor<512x64xf32>
    %448 = stablehlo.multiply %443, %41 : tensor<512x64xf32>
    %449 = stablehlo.add %443, %448 : tensor<512x64xf32>
    %450 = stablehlo.multiply %447, %43 : tensor<512x64xf32>
    %451 = stablehlo.multiply %450, %41 : tensor<512x64xf32>
    %452 = stablehlo.add %450, %451 : tensor<512x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %453 = stablehlo.reduce(%452 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<512x64xf32>, tensor<f32>) -> tensor<64xf32>
    %454 = stablehlo.reshape %453 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.reduce(%454 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %456 = stablehlo.add %293, %455 : tensor<64xf32>
    %457 = stablehlo.dot_general %449, %35, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<512x64xf32>) -> tensor<64x64xf32>
    %458 = stablehlo.transpose %457, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %459 = stablehlo.add %308, %458 : tensor<64x64xf32>
    %460 = stablehlo.dot_general %449, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %461 = stablehlo.dot_general %452, %28, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<512x64xf32>) -> tensor<64x64xf32>
    %462 = stablehlo.transpose %461, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %463 = stablehlo.add %459, %462 : tensor<64x64xf32>
    %464 = stablehlo.dot_general %452, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %465 = stablehlo.multiply %32, %460 : tensor<512x64xf32>
    %466 = stablehlo.multiply %460, %34 : tensor<512x64xf32>
    %467 = stablehlo.negate %465 : tensor<512x64xf32>
    %468 = stablehlo.add %464, %467 : tensor<512x64xf32>
    %469 = stablehlo.multiply %24, %466 : tensor<512x64xf32>
    %470 = stablehlo.add %468, %469 : tensor<512x64xf32>
    %471 = stablehlo.multiply %466, %28 : tensor<512x64xf32>
    %472 = stablehlo.add %466, %471 : tensor<512x64xf32>
    %473 = stablehlo.multiply %470, %30 : tensor<512x64xf32>
    %474 = stablehlo.multiply %473, %28 : tensor<512x64xf32>
    %475 = stablehlo.add %473, %474 : tensor<512x64xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.reduce(%475 init: %cst_61) applies stablehlo.add across dimensions = [0] : (tensor<512x64xf32>, tensor<f32>) -> tensor<64xf32>
    %477 = stablehlo.reshape %476 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %478 = stablehlo.reduce(%477 init: %cst_62) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %479 = stablehlo.add %348, %478 : tensor<64xf32>
    %480 = stablehlo.dot_general %472, %22, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<512x64xf32>) -> tensor<64x64xf32>
    %481 = stablehlo.transpose %480, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %482 = stablehlo.add %363, %481 : tensor<64x64xf32>
    %483 = stablehlo.dot_general %472, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %484 = stablehlo.dot_general %475, %11, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<512x64xf32>) -> tensor<64x64xf32>
    %485 = stablehlo.transpose %484, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %486 = stablehlo.add %482, %485 : tensor<64x64xf32>
    %487 = stablehlo.dot_general %475, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x64xf32>) -> tensor<512x64xf32>
    %488 = stablehlo.multiply %19, %483 : tensor<512x64xf32>
    %489 = stablehlo.multiply %483, %21 : tensor<512x64xf32>
    %490 = stablehlo.negate %488 : tensor<512x64xf32>
    %491 = stablehlo.add %487, %490 : tensor<512x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.reduce(%489 init: %cst_63) applies stablehlo.add across dimensions = [0] : (tensor<512x64xf32>, tensor<f32>) -> tensor<64xf32>
    %493 = stablehlo.reshape %492 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %494 = stablehlo.reduce(%493 init: %cst_64) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %495 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<512x64xf32>
    %496 = stablehlo.multiply %495, %489 : tensor<512x64xf32>
    %497 = stablehlo.add %491, %496 : tensor<512x64xf32>
    %498 = stablehlo.multiply %489, %11 : tensor<512x64xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %499 = stablehlo.reduce(%498 init: %cst_65) applies stablehlo.add across dimensions = [0] : (tensor<512x64xf32>, tensor<f32>) -> tensor<64xf32>
    %500 = stablehlo.reshape %499 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.reduce(%500 init: %cst_66) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %502 = stablehlo.add %494, %501 : tensor<64xf32>
    %503 = stablehlo.multiply %497, %13 : tensor<512x64xf32>
    %504 = stablehlo.multiply %503, %11 : tensor<512x64xf32>
    %505 = stablehlo.add %503, %504 : tensor<512x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %506 = stablehlo.reduce(%505 init: %cst_67) applies stablehlo.add across dimensions = [0] : (tensor<512x64xf32>, tensor<f32>) -> tensor<64xf32>
    %507 = stablehlo.reshape %506 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %508 = stablehlo.reduce(%507 init: %cst_68) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %509 = stablehlo.add %417, %508 : tensor<64xf32>
    %510 = stablehlo.dot_general %502, %5, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<64xf32>, tensor<2xf32>) -> tensor<64x2xf32>
    %511 = stablehlo.transpose %510, dims = [1, 0] : (tensor<64x2xf32>) -> tensor<2x64xf32>
    %512 = stablehlo.add %426, %511 : tensor<2x64xf32>
    %513 = stablehlo.dot_general %505, %2, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<2x512xf32>) -> tensor<64x2xf32>
    %514 = stablehlo.transpose %513, dims = [1, 0] : (tensor<64x2xf32>) -> tensor<2x64xf32>
    %515 = stablehlo.add %512, %514 : tensor<2x64xf32>
    return %515, %509, %486, %479, %463, %456, %440, %433 : tensor<2x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x1xf32>, tensor<1xf32>
  }
}
