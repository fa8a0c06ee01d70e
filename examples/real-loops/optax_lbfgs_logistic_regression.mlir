module @jit_fit attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<2048x64xf32>, %arg2: tensor<2048xf32>) -> (tensor<64xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<[0.522517502, 0.314720243, 0.321541578, 0.121575661, 0.309120089, 0.232801288, -0.26289767, 0.190036327, 0.28663981, 0.213191301, -0.134573638, -2.67035328E-4, 0.344675541, 7.035800e-02, 0.165913165, -0.0276317559, 0.304718912, -0.426035553, 0.617067099, 0.0771776065, 0.655013561, -0.246603072, -0.789199471, -0.240907282, -0.052995678, -0.347587317, 0.280100107, 0.101927906, 3.756510e-01, 0.35176307, -0.225538015, 0.141688287, 0.297773063, 1.024110e-02, -0.130728722, -0.114998206, -0.452799678, -0.275107622, 0.117571533, 0.505696595, 0.240774632, 0.0254310071, -0.43800807, 0.255850494, -0.164450318, 0.2620821, 0.313093632, 0.368196428, -0.380854726, -0.0276475884, -0.0728049874, -0.270210266, 0.0503356382, -0.647524058, 0.415839791, 0.693960666, -0.0628833398, -0.527334273, -0.0471064635, 0.0444043912, -0.508845568, 0.0177809186, -0.808024168, 0.622822165]> : tensor<64xf32>
    %0 = stablehlo.dot_general %arg1, %cst, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x64xf32>, tensor<64xf32>) -> tensor<2048xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %2 = stablehlo.multiply %1, %arg2 : tensor<2048xf32>
    %3 = stablehlo.add %0, %2 : tensor<2048xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %5 = stablehlo.compare GT, %3, %4, FLOAT : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xi1>
    %6 = stablehlo.convert %5 : (tensor<2048xi1>) -> tensor<2048xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %cst_10 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %12:15 = stablehlo.while(%iterArg = %arg1, %iterArg_17 = %6, %iterArg_18 = %arg0, %iterArg_19 = %c, %iterArg_20 = %8, %iterArg_21 = %9, %iterArg_22 = %7, %iterArg_23 = %7, %iterArg_24 = %10, %iterArg_25 = %cst_7, %iterArg_26 = %cst_8, %iterArg_27 = %11, %iterArg_28 = %c_9, %iterArg_29 = %cst_10, %iterArg_30 = %cst_11) : tensor<2048x64xf32>, tensor<2048xf32>, tensor<64xf32>, tensor<i32>, tensor<64xf32>, tensor<64xf32>, tensor<10x64xf32>, tensor<10x64xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>, tensor<64xf32>, tensor<i32>, tensor<f32>, tensor<f32>
    cond {
      %c_31 = stablehlo.constant dense<0> : tensor<i32>
      %35 = stablehlo.compare EQ, %iterArg_19, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_32 = stablehlo.constant dense<100> : tensor<i32>
      %36 = stablehlo.compare LT, %iterArg_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %37 = chlo.square %iterArg_27 : tensor<64xf32> -> tensor<64xf32>
      %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %38 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %39 = chlo.square %38 : tensor<64xf32> -> tensor<64xf32>
      %40 = stablehlo.add %37, %39 : tensor<64xf32>
      %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %41 = stablehlo.reduce(%40 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
      %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %42 = stablehlo.add %cst_35, %41 : tensor<f32>
      %43 = stablehlo.sqrt %42 : tensor<f32>
      %cst_36 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %44 = stablehlo.compare GE, %43, %cst_36, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %45 = stablehlo.and %36, %44 : tensor<i1>
      %46 = stablehlo.or %35, %45 : tensor<i1>
      stablehlo.return %46 : tensor<i1>
    } do {
      %35 = func.call @isinf(%iterArg_26) : (tensor<f32>) -> tensor<i1>
      %36 = stablehlo.not %35 : tensor<i1>
      %37 = stablehlo.compare NE, %iterArg_26, %iterArg_26, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %38 = stablehlo.not %37 : tensor<i1>
      %39 = stablehlo.and %36, %38 : tensor<i1>
      %40 = stablehlo.convert %39 : (tensor<i1>) -> tensor<i32>
      %41:2 = "stablehlo.case"(%40) ({
        %118 = stablehlo.dot_general %iterArg, %iterArg_18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x64xf32>, tensor<64xf32>) -> tensor<2048xf32>
        %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %119 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2048xf32>
        %120 = stablehlo.maximum %119, %118 : tensor<2048xf32>
        %121 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2048xf32>
        %122 = stablehlo.subtract %121, %118 : tensor<2048xf32>
        %123 = stablehlo.compare NE, %122, %122, FLOAT : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xi1>
        %124 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2048xf32>
        %125 = stablehlo.add %124, %118 : tensor<2048xf32>
        %126 = stablehlo.abs %122 : tensor<2048xf32>
        %127 = stablehlo.negate %126 : tensor<2048xf32>
        %128 = stablehlo.exponential %127 : tensor<2048xf32>
        %129 = stablehlo.log_plus_one %128 : tensor<2048xf32>
        %130 = stablehlo.add %120, %129 : tensor<2048xf32>
        %131 = stablehlo.select %123, %125, %130 : tensor<2048xi1>, tensor<2048xf32>
        %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %cst_86 = stablehlo.constant dense<0x7F800000> : tensor<f32>
        %132 = stablehlo.compare EQ, %cst_85, %cst_86, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %133 = stablehlo.select %132, %cst_88, %cst_87 : tensor<i1>, tensor<f32>
        %cst_89 = stablehlo.constant dense<0x7F800000> : tensor<f32>
        %134 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2048xf32>
        %135 = stablehlo.compare EQ, %131, %134, FLOAT : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xi1>
        %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %136 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2048xf32>
        %137 = stablehlo.select %135, %136, %131 : tensor<2048xi1>, tensor<2048xf32>
        %138 = stablehlo.broadcast_in_dim %133, dims = [] : (tensor<f32>) -> tensor<2048xf32>
        %139 = stablehlo.subtract %138, %137 : tensor<2048xf32>
        %140 = stablehlo.exponential %139 : tensor<2048xf32>
        %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %141 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2048xf32>
        %142 = stablehlo.multiply %141, %140 : tensor<2048xf32>
        %cst_92 = stablehlo.constant dense<0x7F800000> : tensor<f32>
        %143 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2048xf32>
        %144 = stablehlo.compare EQ, %118, %143, FLOAT : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xi1>
        %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %145 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2048xf32>
        %146 = stablehlo.select %144, %145, %118 : tensor<2048xi1>, tensor<2048xf32>
        %cst_94 = stablehlo.constant dense<0x7F800000> : tensor<f32>
        %147 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2048xf32>
        %148 = stablehlo.compare EQ, %131, %147, FLOAT : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xi1>
        %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %149 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2048xf32>
        %150 = stablehlo.select %148, %149, %131 : tensor<2048xi1>, tensor<2048xf32>
        %151 = stablehlo.subtract %146, %150 : tensor<2048xf32>
        %152 = stablehlo.exponential %151 : tensor<2048xf32>
        %153 = stablehlo.multiply %iterArg_17, %118 : tensor<2048xf32>
        %154 = stablehlo.subtract %131, %153 : tensor<2048xf32>
        %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %155 = stablehlo.reduce(%154 init: %cst_96) applies stablehlo.add across dimensions = [0] : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
        %cst_97 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
        %156 = stablehlo.divide %155, %cst_97 : tensor<f32>
        %157 = stablehlo.multiply %iterArg_18, %iterArg_18 : tensor<64xf32>
        %cst_98 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %158 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<64xf32>
        %159 = stablehlo.multiply %158, %iterArg_18 : tensor<64xf32>
        %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %160 = stablehlo.reduce(%157 init: %cst_99) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
        %cst_100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
        %161 = stablehlo.multiply %cst_100, %160 : tensor<f32>
        %162 = stablehlo.add %156, %161 : tensor<f32>
        %cst_101 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
        %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %163 = stablehlo.multiply %cst_101, %cst_102 : tensor<f32>
        %164 = stablehlo.broadcast_in_dim %163, dims = [] : (tensor<f32>) -> tensor<64xf32>
        %165 = stablehlo.multiply %164, %159 : tensor<64xf32>
        %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %cst_104 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
        %166 = stablehlo.divide %cst_103, %cst_104 : tensor<f32>
        %167 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<f32>) -> tensor<2048xf32>
        %168 = stablehlo.negate %167 : tensor<2048xf32>
        %169 = stablehlo.multiply %iterArg_17, %168 : tensor<2048xf32>
        %170 = stablehlo.multiply %167, %152 : tensor<2048xf32>
        %171 = stablehlo.add %169, %170 : tensor<2048xf32>
        %172 = stablehlo.dot_general %171, %iterArg, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048xf32>, tensor<2048x64xf32>) -> tensor<64xf32>
        %173 = stablehlo.add %165, %172 : tensor<64xf32>
        stablehlo.return %162, %173 : tensor<f32>, tensor<64xf32>
      }, {
        stablehlo.return %iterArg_26, %iterArg_27 : tensor<f32>, tensor<64xf32>
      }) : (tensor<i32>) -> (tensor<f32>, tensor<64xf32>)
      %c_31 = stablehlo.constant dense<10> : tensor<i32>
      %42 = func.call @remainder(%iterArg_19, %c_31) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_32 = stablehlo.constant dense<1> : tensor<i32>
      %43 = stablehlo.subtract %iterArg_19, %c_32 : tensor<i32>
      %c_33 = stablehlo.constant dense<10> : tensor<i32>
      %44 = func.call @remainder(%43, %c_33) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %45 = stablehlo.subtract %iterArg_18, %iterArg_20 : tensor<64xf32>
      %46 = stablehlo.subtract %41#1, %iterArg_21 : tensor<64xf32>
      %47 = stablehlo.dot_general %46, %45, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64xf32>, tensor<64xf32>) -> tensor<f32>
      %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %48 = stablehlo.add %cst_34, %47 : tensor<f32>
      %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %49 = stablehlo.compare EQ, %48, %cst_35, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %50 = stablehlo.divide %cst_36, %48 : tensor<f32>
      %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %51 = func.call @_where_0(%49, %cst_37, %50) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_38 = stablehlo.constant dense<0> : tensor<i32>
      %52 = stablehlo.compare GT, %iterArg_19, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %54 = func.call @_where_1(%52, %45, %53) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %c_40 = stablehlo.constant dense<0> : tensor<i32>
      %55 = stablehlo.compare GT, %iterArg_19, %c_40, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %56 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %57 = func.call @_where_1(%55, %46, %56) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %c_42 = stablehlo.constant dense<0> : tensor<i32>
      %58 = stablehlo.compare GT, %iterArg_19, %c_42, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %59 = func.call @_where_2(%58, %51, %cst_43) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_44 = stablehlo.constant dense<0> : tensor<i32>
      %60 = stablehlo.compare LT, %44, %c_44, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_45 = stablehlo.constant dense<10> : tensor<i32>
      %61 = stablehlo.add %44, %c_45 : tensor<i32>
      %62 = stablehlo.select %60, %61, %44 : tensor<i1>, tensor<i32>
      %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %64 = "stablehlo.scatter"(%iterArg_22, %63, %54) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
        stablehlo.return %arg4 : tensor<f32>
      }) : (tensor<10x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<10x64xf32>
      %c_46 = stablehlo.constant dense<0> : tensor<i32>
      %65 = stablehlo.compare LT, %44, %c_46, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_47 = stablehlo.constant dense<10> : tensor<i32>
      %66 = stablehlo.add %44, %c_47 : tensor<i32>
      %67 = stablehlo.select %65, %66, %44 : tensor<i1>, tensor<i32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %69 = "stablehlo.scatter"(%iterArg_23, %68, %57) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
        stablehlo.return %arg4 : tensor<f32>
      }) : (tensor<10x64xf32>, tensor<1xi32>, tensor<64xf32>) -> tensor<10x64xf32>
      %c_48 = stablehlo.constant dense<0> : tensor<i32>
      %70 = stablehlo.compare LT, %44, %c_48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_49 = stablehlo.constant dense<10> : tensor<i32>
      %71 = stablehlo.add %44, %c_49 : tensor<i32>
      %72 = stablehlo.select %70, %71, %44 : tensor<i1>, tensor<i32>
      %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %74 = "stablehlo.scatter"(%iterArg_24, %73, %59) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
        stablehlo.return %arg4 : tensor<f32>
      }) : (tensor<10xf32>, tensor<1xi32>, tensor<f32>) -> tensor<10xf32>
      %75 = stablehlo.dot_general %57, %54, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64xf32>, tensor<64xf32>) -> tensor<f32>
      %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %76 = stablehlo.add %cst_50, %75 : tensor<f32>
      %77 = chlo.square %57 : tensor<64xf32> -> tensor<64xf32>
      %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %78 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %79 = chlo.square %78 : tensor<64xf32> -> tensor<64xf32>
      %80 = stablehlo.add %77, %79 : tensor<64xf32>
      %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %81 = stablehlo.reduce(%80 init: %cst_52) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
      %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %82 = stablehlo.add %cst_53, %81 : tensor<f32>
      %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %83 = stablehlo.compare GT, %82, %cst_54, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %84 = stablehlo.divide %76, %82 : tensor<f32>
      %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %85 = func.call @_where_3(%83, %84, %cst_55) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %86 = chlo.square %41#1 : tensor<64xf32> -> tensor<64xf32>
      %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %87 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %88 = chlo.square %87 : tensor<64xf32> -> tensor<64xf32>
      %89 = stablehlo.add %86, %88 : tensor<64xf32>
      %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %90 = stablehlo.reduce(%89 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
      %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %91 = stablehlo.add %cst_58, %90 : tensor<f32>
      %92 = stablehlo.sqrt %91 : tensor<f32>
      %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %93 = stablehlo.divide %cst_59, %92 : tensor<f32>
      %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %94 = stablehlo.minimum %cst_60, %93 : tensor<f32>
      %c_61 = stablehlo.constant dense<0> : tensor<i32>
      %95 = stablehlo.compare GT, %iterArg_19, %c_61, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %96 = func.call @_where_2(%95, %85, %94) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %97 = stablehlo.iota dim = 0 : tensor<10xi32>
      %98 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<i32>) -> tensor<10xi32>
      %99 = stablehlo.add %98, %97 : tensor<10xi32>
      %c_62 = stablehlo.constant dense<10> : tensor<i32>
      %100 = func.call @remainder_4(%99, %c_62) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
      %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %101 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %c_64 = stablehlo.constant dense<0> : tensor<i32>
      %102:7 = stablehlo.while(%iterArg_84 = %100, %iterArg_85 = %64, %iterArg_86 = %69, %iterArg_87 = %74, %iterArg_88 = %c_64, %iterArg_89 = %41#1, %iterArg_90 = %101) : tensor<10xi32>, tensor<10x64xf32>, tensor<10x64xf32>, tensor<10xf32>, tensor<i32>, tensor<64xf32>, tensor<10xf32>
      cond {
        %c_91 = stablehlo.constant dense<10> : tensor<i32>
        %118 = stablehlo.compare LT, %iterArg_88, %c_91, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %118 : tensor<i1>
      } do {
        %c_91 = stablehlo.constant dense<10> : tensor<i32>
        %118 = stablehlo.subtract %c_91, %iterArg_88 : tensor<i32>
        %c_92 = stablehlo.constant dense<1> : tensor<i32>
        %119 = stablehlo.subtract %118, %c_92 : tensor<i32>
        %120 = func.call @dynamic_index_in_dim(%iterArg_84, %119) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
        %121:2 = func.call @closed_call(%iterArg_85, %iterArg_86, %iterArg_87, %iterArg_89, %120) : (tensor<10x64xf32>, tensor<10x64xf32>, tensor<10xf32>, tensor<64xf32>, tensor<i32>) -> (tensor<64xf32>, tensor<f32>)
        %122 = func.call @dynamic_update_index_in_dim(%iterArg_90, %121#1, %119) : (tensor<10xf32>, tensor<f32>, tensor<i32>) -> tensor<10xf32>
        %c_93 = stablehlo.constant dense<1> : tensor<i32>
        %123 = stablehlo.add %iterArg_88, %c_93 : tensor<i32>
        stablehlo.return %iterArg_84, %iterArg_85, %iterArg_86, %iterArg_87, %123, %121#0, %122 : tensor<10xi32>, tensor<10x64xf32>, tensor<10x64xf32>, tensor<10xf32>, tensor<i32>, tensor<64xf32>, tensor<10xf32>
      }
      %103 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %104 = stablehlo.multiply %103, %102#5 : tensor<64xf32>
      %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %105 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %c_66 = stablehlo.constant dense<0> : tensor<i32>
      %106:8 = stablehlo.while(%iterArg_84 = %100, %iterArg_85 = %102#6, %iterArg_86 = %64, %iterArg_87 = %69, %iterArg_88 = %74, %iterArg_89 = %c_66, %iterArg_90 = %104, %iterArg_91 = %105) : tensor<10xi32>, tensor<10xf32>, tensor<10x64xf32>, tensor<10x64xf32>, tensor<10xf32>, tensor<i32>, tensor<64xf32>, tensor<10xf32>
      cond {
        %c_92 = stablehlo.constant dense<10> : tensor<i32>
        %118 = stablehlo.compare LT, %iterArg_89, %c_92, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %118 : tensor<i1>
      } do {
        %118 = func.call @dynamic_index_in_dim(%iterArg_84, %iterArg_89) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
        %119 = func.call @dynamic_index_in_dim_5(%iterArg_85, %iterArg_89) : (tensor<10xf32>, tensor<i32>) -> tensor<f32>
        %120:2 = func.call @closed_call_6(%iterArg_86, %iterArg_87, %iterArg_88, %iterArg_90, %118, %119) : (tensor<10x64xf32>, tensor<10x64xf32>, tensor<10xf32>, tensor<64xf32>, tensor<i32>, tensor<f32>) -> (tensor<64xf32>, tensor<f32>)
        %121 = func.call @dynamic_update_index_in_dim(%iterArg_91, %120#1, %iterArg_89) : (tensor<10xf32>, tensor<f32>, tensor<i32>) -> tensor<10xf32>
        %c_92 = stablehlo.constant dense<1> : tensor<i32>
        %122 = stablehlo.add %iterArg_89, %c_92 : tensor<i32>
        stablehlo.return %iterArg_84, %iterArg_85, %iterArg_86, %iterArg_87, %iterArg_88, %122, %120#0, %121 : tensor<10xi32>, tensor<10xf32>, tensor<10x64xf32>, tensor<10x64xf32>, tensor<10xf32>, tensor<i32>, tensor<64xf32>, tensor<10xf32>
      }
      %c_67 = stablehlo.constant dense<2147483647> : tensor<i32>
      %107 = stablehlo.compare LT, %iterArg_19, %c_67, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_68 = stablehlo.constant dense<1> : tensor<i32>
      %108 = stablehlo.add %iterArg_19, %c_68 : tensor<i32>
      %c_69 = stablehlo.constant dense<2147483647> : tensor<i32>
      %109 = func.call @_where(%107, %108, %c_69) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %cst_70 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %110 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %111 = stablehlo.multiply %110, %106#6 : tensor<64xf32>
      %112 = stablehlo.dot_general %111, %41#1, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64xf32>, tensor<64xf32>) -> tensor<f32>
      %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %113 = stablehlo.add %cst_71, %112 : tensor<f32>
      %c_72 = stablehlo.constant dense<0> : tensor<i32>
      %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_74 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %cst_75 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %cst_76 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %c_77 = stablehlo.constant dense<false> : tensor<i1>
      %c_78 = stablehlo.constant dense<false> : tensor<i1>
      %c_79 = stablehlo.constant dense<false> : tensor<i1>
      %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %114:29 = stablehlo.while(%iterArg_84 = %iterArg_18, %iterArg_85 = %111, %iterArg_86 = %iterArg_25, %iterArg_87 = %41#0, %iterArg_88 = %113, %iterArg_89 = %iterArg, %iterArg_90 = %iterArg_17, %iterArg_91 = %c_72, %iterArg_92 = %cst_73, %iterArg_93 = %41#0, %iterArg_94 = %41#1, %iterArg_95 = %113, %iterArg_96 = %cst_74, %iterArg_97 = %cst_75, %iterArg_98 = %cst_76, %iterArg_99 = %c_77, %iterArg_100 = %c_78, %iterArg_101 = %c_79, %iterArg_102 = %cst_80, %iterArg_103 = %41#0, %iterArg_104 = %113, %iterArg_105 = %cst_81, %iterArg_106 = %41#0, %iterArg_107 = %113, %iterArg_108 = %cst_82, %iterArg_109 = %41#0, %iterArg_110 = %cst_83, %iterArg_111 = %41#0, %iterArg_112 = %41#1) : tensor<64xf32>, tensor<64xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<2048x64xf32>, tensor<2048xf32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<64xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<64xf32>
      cond {
        %118 = stablehlo.or %iterArg_100, %iterArg_101 : tensor<i1>
        %119 = stablehlo.not %118 : tensor<i1>
        stablehlo.return %119 : tensor<i1>
      } do {
        %118 = stablehlo.convert %iterArg_99 : (tensor<i1>) -> tensor<i32>
        %119:22 = "stablehlo.case"(%118) ({
          %cst_113 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
          %122 = stablehlo.multiply %cst_113, %iterArg_92 : tensor<f32>
          %c_114 = stablehlo.constant dense<0> : tensor<i32>
          %123 = stablehlo.compare EQ, %iterArg_91, %c_114, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %124 = func.call @_where_7(%123, %iterArg_86, %122) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %125 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<64xf32>
          %126 = stablehlo.multiply %125, %iterArg_85 : tensor<64xf32>
          %127 = stablehlo.add %iterArg_84, %126 : tensor<64xf32>
          %128 = stablehlo.dot_general %iterArg_89, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x64xf32>, tensor<64xf32>) -> tensor<2048xf32>
          %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %129 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %130 = stablehlo.maximum %129, %128 : tensor<2048xf32>
          %131 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %132 = stablehlo.subtract %131, %128 : tensor<2048xf32>
          %133 = stablehlo.compare NE, %132, %132, FLOAT : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xi1>
          %134 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %135 = stablehlo.add %134, %128 : tensor<2048xf32>
          %136 = stablehlo.abs %132 : tensor<2048xf32>
          %137 = stablehlo.negate %136 : tensor<2048xf32>
          %138 = stablehlo.exponential %137 : tensor<2048xf32>
          %139 = stablehlo.log_plus_one %138 : tensor<2048xf32>
          %140 = stablehlo.add %130, %139 : tensor<2048xf32>
          %141 = stablehlo.select %133, %135, %140 : tensor<2048xi1>, tensor<2048xf32>
          %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %cst_117 = stablehlo.constant dense<0x7F800000> : tensor<f32>
          %142 = stablehlo.compare EQ, %cst_116, %cst_117, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %143 = stablehlo.select %142, %cst_119, %cst_118 : tensor<i1>, tensor<f32>
          %cst_120 = stablehlo.constant dense<0x7F800000> : tensor<f32>
          %144 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %145 = stablehlo.compare EQ, %141, %144, FLOAT : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xi1>
          %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %146 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %147 = stablehlo.select %145, %146, %141 : tensor<2048xi1>, tensor<2048xf32>
          %148 = stablehlo.broadcast_in_dim %143, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %149 = stablehlo.subtract %148, %147 : tensor<2048xf32>
          %150 = stablehlo.exponential %149 : tensor<2048xf32>
          %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %151 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %152 = stablehlo.multiply %151, %150 : tensor<2048xf32>
          %cst_123 = stablehlo.constant dense<0x7F800000> : tensor<f32>
          %153 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %154 = stablehlo.compare EQ, %128, %153, FLOAT : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xi1>
          %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %155 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %156 = stablehlo.select %154, %155, %128 : tensor<2048xi1>, tensor<2048xf32>
          %cst_125 = stablehlo.constant dense<0x7F800000> : tensor<f32>
          %157 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %158 = stablehlo.compare EQ, %141, %157, FLOAT : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xi1>
          %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %159 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %160 = stablehlo.select %158, %159, %141 : tensor<2048xi1>, tensor<2048xf32>
          %161 = stablehlo.subtract %156, %160 : tensor<2048xf32>
          %162 = stablehlo.exponential %161 : tensor<2048xf32>
          %163 = stablehlo.multiply %iterArg_90, %128 : tensor<2048xf32>
          %164 = stablehlo.subtract %141, %163 : tensor<2048xf32>
          %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %165 = stablehlo.reduce(%164 init: %cst_127) applies stablehlo.add across dimensions = [0] : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
          %cst_128 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
          %166 = stablehlo.divide %165, %cst_128 : tensor<f32>
          %167 = stablehlo.multiply %127, %127 : tensor<64xf32>
          %cst_129 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
          %168 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<64xf32>
          %169 = stablehlo.multiply %168, %127 : tensor<64xf32>
          %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %170 = stablehlo.reduce(%167 init: %cst_130) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
          %cst_131 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
          %171 = stablehlo.multiply %cst_131, %170 : tensor<f32>
          %172 = stablehlo.add %166, %171 : tensor<f32>
          %cst_132 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
          %cst_133 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
          %173 = stablehlo.multiply %cst_132, %cst_133 : tensor<f32>
          %174 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<64xf32>
          %175 = stablehlo.multiply %174, %169 : tensor<64xf32>
          %cst_134 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
          %cst_135 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
          %176 = stablehlo.divide %cst_134, %cst_135 : tensor<f32>
          %177 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %178 = stablehlo.negate %177 : tensor<2048xf32>
          %179 = stablehlo.multiply %iterArg_90, %178 : tensor<2048xf32>
          %180 = stablehlo.multiply %177, %162 : tensor<2048xf32>
          %181 = stablehlo.add %179, %180 : tensor<2048xf32>
          %182 = stablehlo.dot_general %181, %iterArg_89, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048xf32>, tensor<2048x64xf32>) -> tensor<64xf32>
          %183 = stablehlo.add %175, %182 : tensor<64xf32>
          %184 = stablehlo.dot_general %183, %iterArg_85, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64xf32>, tensor<64xf32>) -> tensor<f32>
          %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %185 = stablehlo.add %cst_136, %184 : tensor<f32>
          %186 = stablehlo.subtract %172, %iterArg_87 : tensor<f32>
          %cst_137 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
          %187 = stablehlo.multiply %cst_137, %124 : tensor<f32>
          %188 = stablehlo.multiply %187, %iterArg_88 : tensor<f32>
          %189 = stablehlo.subtract %186, %188 : tensor<f32>
          %cst_138 = stablehlo.constant dense<-9.998000e-01> : tensor<f32>
          %190 = stablehlo.multiply %cst_138, %iterArg_88 : tensor<f32>
          %191 = stablehlo.subtract %185, %190 : tensor<f32>
          %192 = stablehlo.subtract %172, %iterArg_87 : tensor<f32>
          %193 = stablehlo.abs %iterArg_87 : tensor<f32>
          %cst_139 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
          %194 = stablehlo.multiply %cst_139, %193 : tensor<f32>
          %195 = stablehlo.subtract %192, %194 : tensor<f32>
          %196 = stablehlo.maximum %191, %195 : tensor<f32>
          %197 = stablehlo.minimum %196, %189 : tensor<f32>
          %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %198 = stablehlo.maximum %197, %cst_140 : tensor<f32>
          %199 = stablehlo.compare NE, %198, %198, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %cst_141 = stablehlo.constant dense<0x7F800000> : tensor<f32>
          %200 = func.call @_where_0(%199, %cst_141, %198) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %201 = stablehlo.abs %185 : tensor<f32>
          %202 = stablehlo.abs %iterArg_88 : tensor<f32>
          %cst_142 = stablehlo.constant dense<0.899999976> : tensor<f32>
          %203 = stablehlo.multiply %cst_142, %202 : tensor<f32>
          %204 = stablehlo.subtract %201, %203 : tensor<f32>
          %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %205 = stablehlo.maximum %204, %cst_143 : tensor<f32>
          %206 = stablehlo.compare NE, %205, %205, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %cst_144 = stablehlo.constant dense<0x7F800000> : tensor<f32>
          %207 = func.call @_where_0(%206, %cst_144, %205) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %208 = stablehlo.maximum %200, %207 : tensor<f32>
          %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %209 = stablehlo.compare LE, %200, %cst_145, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %210 = func.call @_where_3(%209, %124, %iterArg_110) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %211 = func.call @_where_2(%209, %172, %iterArg_111) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %212 = func.call @_where_1(%209, %183, %iterArg_112) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
          %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %213 = stablehlo.compare GT, %200, %cst_146, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %214 = stablehlo.compare GE, %172, %iterArg_93, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %c_147 = stablehlo.constant dense<0> : tensor<i32>
          %215 = stablehlo.compare GT, %iterArg_91, %c_147, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_148 = stablehlo.constant dense<false> : tensor<i1>
          %216 = stablehlo.broadcast_in_dim %c_148, dims = [] : (tensor<i1>) -> tensor<i1>
          %217 = stablehlo.compare NE, %215, %216, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
          %218 = stablehlo.convert %217 : tensor<i1>
          %219 = stablehlo.and %214, %218 : tensor<i1>
          %220 = stablehlo.or %213, %219 : tensor<i1>
          %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %221 = stablehlo.compare GE, %185, %cst_149, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %222 = stablehlo.not %220 : tensor<i1>
          %223 = stablehlo.and %221, %222 : tensor<i1>
          %224 = func.call @_where_2(%223, %124, %iterArg_92) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %225 = func.call @_where_2(%223, %172, %iterArg_93) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %226 = func.call @_where_2(%223, %185, %iterArg_95) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %227 = func.call @_where_2(%223, %iterArg_92, %124) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %228 = func.call @_where_2(%223, %iterArg_93, %172) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %229 = func.call @_where_2(%223, %iterArg_95, %185) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %230 = stablehlo.or %220, %223 : tensor<i1>
          %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %231 = stablehlo.compare LE, %208, %cst_150, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %232 = stablehlo.or %230, %231 : tensor<i1>
          %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %233 = stablehlo.compare LE, %208, %cst_151, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %234 = stablehlo.not %232 : tensor<i1>
          %c_152 = stablehlo.constant dense<false> : tensor<i1>
          %235 = stablehlo.and %c_152, %234 : tensor<i1>
          %236 = stablehlo.or %233, %235 : tensor<i1>
          %c_153 = stablehlo.constant dense<1> : tensor<i32>
          %237 = stablehlo.add %iterArg_91, %c_153 : tensor<i32>
          %c_154 = stablehlo.constant dense<15> : tensor<i32>
          %238 = stablehlo.compare GE, %237, %c_154, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %239 = stablehlo.not %236 : tensor<i1>
          %c_155 = stablehlo.constant dense<false> : tensor<i1>
          %240 = stablehlo.broadcast_in_dim %c_155, dims = [] : (tensor<i1>) -> tensor<i1>
          %241 = stablehlo.compare NE, %238, %240, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
          %242 = stablehlo.convert %241 : tensor<i1>
          %243 = stablehlo.and %242, %239 : tensor<i1>
          %244 = stablehlo.convert %iterArg_91 : tensor<i32>
          %c_156 = stablehlo.constant dense<2147483647> : tensor<i32>
          %245 = stablehlo.compare LT, %244, %c_156, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %246 = stablehlo.convert %iterArg_91 : tensor<i32>
          %c_157 = stablehlo.constant dense<1> : tensor<i32>
          %247 = stablehlo.add %246, %c_157 : tensor<i32>
          %c_158 = stablehlo.constant dense<2147483647> : tensor<i32>
          %248 = func.call @_where(%245, %247, %c_158) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
          stablehlo.return %248, %124, %172, %183, %185, %200, %207, %208, %232, %236, %243, %224, %225, %226, %227, %228, %229, %224, %225, %210, %211, %212 : tensor<i32>, tensor<f32>, tensor<f32>, tensor<64xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<64xf32>
        }, {
          %122 = stablehlo.subtract %iterArg_105, %iterArg_102 : tensor<f32>
          %123 = stablehlo.abs %122 : tensor<f32>
          %124 = stablehlo.minimum %iterArg_105, %iterArg_102 : tensor<f32>
          %125 = stablehlo.maximum %iterArg_105, %iterArg_102 : tensor<f32>
          %cst_113 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
          %126 = stablehlo.multiply %cst_113, %123 : tensor<f32>
          %cst_114 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
          %127 = stablehlo.multiply %cst_114, %123 : tensor<f32>
          %cst_115 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
          %128 = stablehlo.compare LE, %123, %cst_115, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %129 = stablehlo.subtract %iterArg_105, %iterArg_102 : tensor<f32>
          %130 = stablehlo.subtract %iterArg_108, %iterArg_102 : tensor<f32>
          %131 = stablehlo.multiply %129, %130 : tensor<f32>
          %132 = stablehlo.multiply %131, %131 : tensor<f32>
          %133 = stablehlo.subtract %129, %130 : tensor<f32>
          %134 = stablehlo.multiply %132, %133 : tensor<f32>
          %135 = stablehlo.multiply %130, %130 : tensor<f32>
          %136 = stablehlo.multiply %129, %129 : tensor<f32>
          %137 = stablehlo.negate %136 : tensor<f32>
          %138 = stablehlo.multiply %130, %130 : tensor<f32>
          %139 = stablehlo.multiply %138, %130 : tensor<f32>
          %140 = stablehlo.negate %139 : tensor<f32>
          %141 = stablehlo.multiply %129, %129 : tensor<f32>
          %142 = stablehlo.multiply %141, %129 : tensor<f32>
          %143 = stablehlo.convert %135 : tensor<f32>
          %144 = stablehlo.broadcast_in_dim %143, dims = [] : (tensor<f32>) -> tensor<1xf32>
          %145 = stablehlo.convert %137 : tensor<f32>
          %146 = stablehlo.broadcast_in_dim %145, dims = [] : (tensor<f32>) -> tensor<1xf32>
          %147 = stablehlo.concatenate %144, %146, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
          %148 = stablehlo.broadcast_in_dim %147, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
          %149 = stablehlo.convert %140 : tensor<f32>
          %150 = stablehlo.broadcast_in_dim %149, dims = [] : (tensor<f32>) -> tensor<1xf32>
          %151 = stablehlo.convert %142 : tensor<f32>
          %152 = stablehlo.broadcast_in_dim %151, dims = [] : (tensor<f32>) -> tensor<1xf32>
          %153 = stablehlo.concatenate %150, %152, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
          %154 = stablehlo.broadcast_in_dim %153, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
          %155 = stablehlo.concatenate %148, %154, dim = 0 : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
          %156 = stablehlo.subtract %iterArg_106, %iterArg_103 : tensor<f32>
          %157 = stablehlo.convert %129 : tensor<f32>
          %158 = stablehlo.multiply %iterArg_104, %157 : tensor<f32>
          %159 = stablehlo.subtract %156, %158 : tensor<f32>
          %160 = stablehlo.subtract %iterArg_109, %iterArg_103 : tensor<f32>
          %161 = stablehlo.convert %130 : tensor<f32>
          %162 = stablehlo.multiply %iterArg_104, %161 : tensor<f32>
          %163 = stablehlo.subtract %160, %162 : tensor<f32>
          %164 = stablehlo.broadcast_in_dim %159, dims = [] : (tensor<f32>) -> tensor<1xf32>
          %165 = stablehlo.broadcast_in_dim %163, dims = [] : (tensor<f32>) -> tensor<1xf32>
          %166 = stablehlo.concatenate %164, %165, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
          %167 = stablehlo.dot_general %155, %166, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2xf32>
          %168 = stablehlo.convert %134 : tensor<f32>
          %169 = stablehlo.broadcast_in_dim %168, dims = [] : (tensor<f32>) -> tensor<2xf32>
          %170 = stablehlo.divide %167, %169 : tensor<2xf32>
          %171 = stablehlo.slice %170 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
          %172 = stablehlo.reshape %171 : (tensor<1xf32>) -> tensor<f32>
          %173 = stablehlo.slice %170 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
          %174 = stablehlo.reshape %173 : (tensor<1xf32>) -> tensor<f32>
          %175 = stablehlo.multiply %174, %174 : tensor<f32>
          %cst_116 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
          %176 = stablehlo.multiply %cst_116, %172 : tensor<f32>
          %177 = stablehlo.multiply %176, %iterArg_104 : tensor<f32>
          %178 = stablehlo.subtract %175, %177 : tensor<f32>
          %179 = stablehlo.negate %174 : tensor<f32>
          %180 = stablehlo.sqrt %178 : tensor<f32>
          %181 = stablehlo.add %179, %180 : tensor<f32>
          %cst_117 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
          %182 = stablehlo.multiply %cst_117, %172 : tensor<f32>
          %183 = stablehlo.divide %181, %182 : tensor<f32>
          %184 = stablehlo.convert %iterArg_102 : tensor<f32>
          %185 = stablehlo.add %184, %183 : tensor<f32>
          %186 = stablehlo.add %124, %126 : tensor<f32>
          %187 = stablehlo.convert %186 : tensor<f32>
          %188 = stablehlo.compare GT, %185, %187, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %189 = stablehlo.subtract %125, %126 : tensor<f32>
          %190 = stablehlo.convert %189 : tensor<f32>
          %191 = stablehlo.compare LT, %185, %190, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %192 = stablehlo.and %188, %191 : tensor<i1>
          %193 = stablehlo.subtract %iterArg_105, %iterArg_102 : tensor<f32>
          %194 = stablehlo.subtract %iterArg_106, %iterArg_103 : tensor<f32>
          %195 = stablehlo.convert %193 : tensor<f32>
          %196 = stablehlo.multiply %iterArg_104, %195 : tensor<f32>
          %197 = stablehlo.subtract %194, %196 : tensor<f32>
          %198 = stablehlo.multiply %193, %193 : tensor<f32>
          %199 = stablehlo.convert %198 : tensor<f32>
          %200 = stablehlo.divide %197, %199 : tensor<f32>
          %cst_118 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
          %201 = stablehlo.multiply %cst_118, %200 : tensor<f32>
          %202 = stablehlo.divide %iterArg_104, %201 : tensor<f32>
          %203 = stablehlo.convert %iterArg_102 : tensor<f32>
          %204 = stablehlo.subtract %203, %202 : tensor<f32>
          %205 = stablehlo.add %124, %127 : tensor<f32>
          %206 = stablehlo.convert %205 : tensor<f32>
          %207 = stablehlo.compare GT, %204, %206, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %208 = stablehlo.subtract %125, %127 : tensor<f32>
          %209 = stablehlo.convert %208 : tensor<f32>
          %210 = stablehlo.compare LT, %204, %209, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %211 = stablehlo.and %207, %210 : tensor<i1>
          %212 = stablehlo.not %192 : tensor<i1>
          %213 = stablehlo.and %212, %211 : tensor<i1>
          %214 = stablehlo.add %iterArg_102, %iterArg_105 : tensor<f32>
          %cst_119 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
          %215 = stablehlo.divide %214, %cst_119 : tensor<f32>
          %216 = stablehlo.not %192 : tensor<i1>
          %217 = stablehlo.not %213 : tensor<i1>
          %218 = stablehlo.and %216, %217 : tensor<i1>
          %219 = func.call @_where_3(%192, %185, %iterArg_108) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %220 = func.call @_where_2(%213, %204, %219) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %221 = func.call @_where_0(%218, %215, %220) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %222 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<64xf32>
          %223 = stablehlo.multiply %222, %iterArg_85 : tensor<64xf32>
          %224 = stablehlo.add %iterArg_84, %223 : tensor<64xf32>
          %225 = stablehlo.dot_general %iterArg_89, %224, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x64xf32>, tensor<64xf32>) -> tensor<2048xf32>
          %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %226 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %227 = stablehlo.maximum %226, %225 : tensor<2048xf32>
          %228 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %229 = stablehlo.subtract %228, %225 : tensor<2048xf32>
          %230 = stablehlo.compare NE, %229, %229, FLOAT : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xi1>
          %231 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %232 = stablehlo.add %231, %225 : tensor<2048xf32>
          %233 = stablehlo.abs %229 : tensor<2048xf32>
          %234 = stablehlo.negate %233 : tensor<2048xf32>
          %235 = stablehlo.exponential %234 : tensor<2048xf32>
          %236 = stablehlo.log_plus_one %235 : tensor<2048xf32>
          %237 = stablehlo.add %227, %236 : tensor<2048xf32>
          %238 = stablehlo.select %230, %232, %237 : tensor<2048xi1>, tensor<2048xf32>
          %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %cst_122 = stablehlo.constant dense<0x7F800000> : tensor<f32>
          %239 = stablehlo.compare EQ, %cst_121, %cst_122, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %240 = stablehlo.select %239, %cst_124, %cst_123 : tensor<i1>, tensor<f32>
          %cst_125 = stablehlo.constant dense<0x7F800000> : tensor<f32>
          %241 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %242 = stablehlo.compare EQ, %238, %241, FLOAT : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xi1>
          %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %243 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %244 = stablehlo.select %242, %243, %238 : tensor<2048xi1>, tensor<2048xf32>
          %245 = stablehlo.broadcast_in_dim %240, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %246 = stablehlo.subtract %245, %244 : tensor<2048xf32>
          %247 = stablehlo.exponential %246 : tensor<2048xf32>
          %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %248 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %249 = stablehlo.multiply %248, %247 : tensor<2048xf32>
          %cst_128 = stablehlo.constant dense<0x7F800000> : tensor<f32>
          %250 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %251 = stablehlo.compare EQ, %225, %250, FLOAT : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xi1>
          %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %252 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %253 = stablehlo.select %251, %252, %225 : tensor<2048xi1>, tensor<2048xf32>
          %cst_130 = stablehlo.constant dense<0x7F800000> : tensor<f32>
          %254 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %255 = stablehlo.compare EQ, %238, %254, FLOAT : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xi1>
          %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %256 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %257 = stablehlo.select %255, %256, %238 : tensor<2048xi1>, tensor<2048xf32>
          %258 = stablehlo.subtract %253, %257 : tensor<2048xf32>
          %259 = stablehlo.exponential %258 : tensor<2048xf32>
          %260 = stablehlo.multiply %iterArg_90, %225 : tensor<2048xf32>
          %261 = stablehlo.subtract %238, %260 : tensor<2048xf32>
          %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %262 = stablehlo.reduce(%261 init: %cst_132) applies stablehlo.add across dimensions = [0] : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
          %cst_133 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
          %263 = stablehlo.divide %262, %cst_133 : tensor<f32>
          %264 = stablehlo.multiply %224, %224 : tensor<64xf32>
          %cst_134 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
          %265 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<64xf32>
          %266 = stablehlo.multiply %265, %224 : tensor<64xf32>
          %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %267 = stablehlo.reduce(%264 init: %cst_135) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
          %cst_136 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
          %268 = stablehlo.multiply %cst_136, %267 : tensor<f32>
          %269 = stablehlo.add %263, %268 : tensor<f32>
          %cst_137 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
          %cst_138 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
          %270 = stablehlo.multiply %cst_137, %cst_138 : tensor<f32>
          %271 = stablehlo.broadcast_in_dim %270, dims = [] : (tensor<f32>) -> tensor<64xf32>
          %272 = stablehlo.multiply %271, %266 : tensor<64xf32>
          %cst_139 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
          %cst_140 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
          %273 = stablehlo.divide %cst_139, %cst_140 : tensor<f32>
          %274 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<f32>) -> tensor<2048xf32>
          %275 = stablehlo.negate %274 : tensor<2048xf32>
          %276 = stablehlo.multiply %iterArg_90, %275 : tensor<2048xf32>
          %277 = stablehlo.multiply %274, %259 : tensor<2048xf32>
          %278 = stablehlo.add %276, %277 : tensor<2048xf32>
          %279 = stablehlo.dot_general %278, %iterArg_89, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048xf32>, tensor<2048x64xf32>) -> tensor<64xf32>
          %280 = stablehlo.add %272, %279 : tensor<64xf32>
          %281 = stablehlo.dot_general %280, %iterArg_85, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64xf32>, tensor<64xf32>) -> tensor<f32>
          %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %282 = stablehlo.add %cst_141, %281 : tensor<f32>
          %283 = stablehlo.subtract %269, %iterArg_87 : tensor<f32>
          %cst_142 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
          %284 = stablehlo.multiply %cst_142, %221 : tensor<f32>
          %285 = stablehlo.multiply %284, %iterArg_88 : tensor<f32>
          %286 = stablehlo.subtract %283, %285 : tensor<f32>
          %cst_143 = stablehlo.constant dense<-9.998000e-01> : tensor<f32>
          %287 = stablehlo.multiply %cst_143, %iterArg_88 : tensor<f32>
          %288 = stablehlo.subtract %282, %287 : tensor<f32>
          %289 = stablehlo.subtract %269, %iterArg_87 : tensor<f32>
          %290 = stablehlo.abs %iterArg_87 : tensor<f32>
          %cst_144 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
          %291 = stablehlo.multiply %cst_144, %290 : tensor<f32>
          %292 = stablehlo.subtract %289, %291 : tensor<f32>
          %293 = stablehlo.maximum %288, %292 : tensor<f32>
          %294 = stablehlo.minimum %293, %286 : tensor<f32>
          %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %295 = stablehlo.maximum %294, %cst_145 : tensor<f32>
          %296 = stablehlo.compare NE, %295, %295, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %cst_146 = stablehlo.constant dense<0x7F800000> : tensor<f32>
          %297 = func.call @_where_0(%296, %cst_146, %295) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %298 = stablehlo.abs %282 : tensor<f32>
          %299 = stablehlo.abs %iterArg_88 : tensor<f32>
          %cst_147 = stablehlo.constant dense<0.899999976> : tensor<f32>
          %300 = stablehlo.multiply %cst_147, %299 : tensor<f32>
          %301 = stablehlo.subtract %298, %300 : tensor<f32>
          %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %302 = stablehlo.maximum %301, %cst_148 : tensor<f32>
          %303 = stablehlo.compare NE, %302, %302, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %cst_149 = stablehlo.constant dense<0x7F800000> : tensor<f32>
          %304 = func.call @_where_0(%303, %cst_149, %302) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %305 = stablehlo.maximum %297, %304 : tensor<f32>
          %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %306 = stablehlo.compare LE, %297, %cst_150, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %307 = stablehlo.compare LT, %269, %iterArg_111, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %308 = stablehlo.and %306, %307 : tensor<i1>
          %309 = func.call @_where_3(%308, %221, %iterArg_110) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %310 = func.call @_where_2(%308, %269, %iterArg_111) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %311 = func.call @_where_1(%308, %280, %iterArg_112) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
          %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %312 = stablehlo.compare LE, %305, %cst_151, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %313 = stablehlo.compare GT, %297, %cst_152, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %314 = stablehlo.compare GE, %269, %iterArg_103, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %315 = stablehlo.or %313, %314 : tensor<i1>
          %316 = stablehlo.subtract %iterArg_105, %iterArg_102 : tensor<f32>
          %317 = stablehlo.convert %316 : tensor<f32>
          %318 = stablehlo.multiply %282, %317 : tensor<f32>
          %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %319 = stablehlo.compare GE, %318, %cst_153, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %320 = stablehlo.not %315 : tensor<i1>
          %321 = stablehlo.and %319, %320 : tensor<i1>
          %322 = stablehlo.not %315 : tensor<i1>
          %323 = func.call @_where_3(%315, %221, %iterArg_105) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %324 = func.call @_where_2(%315, %269, %iterArg_106) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %325 = func.call @_where_2(%315, %282, %iterArg_107) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %326 = func.call @_where_0(%321, %iterArg_102, %323) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %327 = func.call @_where_2(%321, %iterArg_103, %324) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %328 = func.call @_where_2(%321, %iterArg_104, %325) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %329 = func.call @_where_3(%322, %221, %iterArg_102) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %330 = func.call @_where_2(%322, %269, %iterArg_103) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %331 = func.call @_where_2(%322, %282, %iterArg_104) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %332 = stablehlo.or %315, %321 : tensor<i1>
          %333 = func.call @_where_8(%332, %iterArg_105, %iterArg_102) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %334 = func.call @_where_2(%332, %iterArg_106, %iterArg_103) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %c_154 = stablehlo.constant dense<1> : tensor<i32>
          %335 = stablehlo.add %iterArg_91, %c_154 : tensor<i32>
          %c_155 = stablehlo.constant dense<15> : tensor<i32>
          %336 = stablehlo.compare GE, %335, %c_155, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %337 = stablehlo.compare GT, %309, %cst_156, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %c_157 = stablehlo.constant dense<false> : tensor<i1>
          %338 = stablehlo.broadcast_in_dim %c_157, dims = [] : (tensor<i1>) -> tensor<i1>
          %339 = stablehlo.compare NE, %128, %338, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
          %340 = stablehlo.convert %339 : tensor<i1>
          %341 = stablehlo.and %340, %337 : tensor<i1>
          %c_158 = stablehlo.constant dense<false> : tensor<i1>
          %342 = stablehlo.broadcast_in_dim %c_158, dims = [] : (tensor<i1>) -> tensor<i1>
          %343 = stablehlo.compare NE, %336, %342, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
          %344 = stablehlo.convert %343 : tensor<i1>
          %345 = stablehlo.or %344, %341 : tensor<i1>
          %346 = stablehlo.not %312 : tensor<i1>
          %347 = stablehlo.and %345, %346 : tensor<i1>
          %348 = stablehlo.convert %iterArg_91 : tensor<i32>
          %c_159 = stablehlo.constant dense<2147483647> : tensor<i32>
          %349 = stablehlo.compare LT, %348, %c_159, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %350 = stablehlo.convert %iterArg_91 : tensor<i32>
          %c_160 = stablehlo.constant dense<1> : tensor<i32>
          %351 = stablehlo.add %350, %c_160 : tensor<i32>
          %c_161 = stablehlo.constant dense<2147483647> : tensor<i32>
          %352 = func.call @_where(%349, %351, %c_161) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
          %353 = stablehlo.convert %333 : tensor<f32>
          stablehlo.return %352, %221, %269, %280, %282, %297, %304, %305, %iterArg_99, %312, %347, %329, %330, %331, %326, %327, %328, %353, %334, %309, %310, %311 : tensor<i32>, tensor<f32>, tensor<f32>, tensor<64xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<64xf32>
        }) : (tensor<i32>) -> (tensor<i32>, tensor<f32>, tensor<f32>, tensor<64xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<64xf32>)
        %120 = stablehlo.convert %119#10 : (tensor<i1>) -> tensor<i32>
        %121:3 = "stablehlo.case"(%120) ({
          stablehlo.return %119#1, %119#2, %119#3 : tensor<f32>, tensor<f32>, tensor<64xf32>
        }, {
          %122 = func.call @isinf(%119#5) : (tensor<f32>) -> tensor<i1>
          %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %123 = stablehlo.compare GT, %119#19, %cst_113, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %124 = stablehlo.or %123, %122 : tensor<i1>
          %125 = func.call @_where_2(%124, %119#19, %119#1) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %126 = func.call @_where_2(%124, %119#20, %119#2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %127 = func.call @_where_1(%124, %119#21, %119#3) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
          stablehlo.return %125, %126, %127 : tensor<f32>, tensor<f32>, tensor<64xf32>
        }) : (tensor<i32>) -> (tensor<f32>, tensor<f32>, tensor<64xf32>)
        stablehlo.return %iterArg_84, %iterArg_85, %iterArg_86, %iterArg_87, %iterArg_88, %iterArg_89, %iterArg_90, %119#0, %121#0, %121#1, %121#2, %119#4, %119#5, %119#6, %119#7, %119#8, %119#9, %119#10, %119#11, %119#12, %119#13, %119#14, %119#15, %119#16, %119#17, %119#18, %119#19, %119#20, %119#21 : tensor<64xf32>, tensor<64xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<2048x64xf32>, tensor<2048xf32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<64xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<64xf32>
      }
      %115 = stablehlo.broadcast_in_dim %114#8, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %116 = stablehlo.multiply %115, %111 : tensor<64xf32>
      %117 = stablehlo.add %iterArg_18, %116 : tensor<64xf32>
      stablehlo.return %iterArg, %iterArg_17, %117, %109, %iterArg_18, %41#1, %64, %69, %74, %114#8, %114#9, %114#10, %114#7, %114#12, %114#13 : tensor<2048x64xf32>, tensor<2048xf32>, tensor<64xf32>, tensor<i32>, tensor<64xf32>, tensor<64xf32>, tensor<10x64xf32>, tensor<10x64xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>, tensor<64xf32>, tensor<i32>, tensor<f32>, tensor<f32>
    }
    %13 = stablehlo.dot_general %arg1, %12#2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x64xf32>, tensor<64xf32>) -> tensor<2048xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<2048xf32>
    %16 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %17 = stablehlo.subtract %16, %13 : tensor<2048xf32>
    %18 = stablehlo.compare NE, %17, %17, FLOAT : (tensor<2048xf32>, tensor<2048xf32>) -> tensor<2048xi1>
    %19 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %20 = stablehlo.add %19, %13 : tensor<2048xf32>
    %21 = stablehlo.abs %17 : tensor<2048xf32>
    %22 = stablehlo.negate %21 : tensor<2048xf32>
    %23 = stablehlo.exponential %22 : tensor<2048xf32>
    %24 = stablehlo.log_plus_one %23 : tensor<2048xf32>
    %25 = stablehlo.add %15, %24 : tensor<2048xf32>
    %26 = stablehlo.select %18, %20, %25 : tensor<2048xi1>, tensor<2048xf32>
    %27 = stablehlo.multiply %6, %13 : tensor<2048xf32>
    %28 = stablehlo.subtract %26, %27 : tensor<2048xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %30 = stablehlo.divide %29, %cst_14 : tensor<f32>
    %31 = stablehlo.multiply %12#2, %12#2 : tensor<64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %33 = stablehlo.multiply %cst_16, %32 : tensor<f32>
    %34 = stablehlo.add %30, %33 : tensor<f32>
    return %12#2, %34, %12#3 : tensor<64xf32>, tensor<f32>, tensor<i32>
  }
  func.func private @isinf(%arg0: tensor<f32>) -> tensor<i1> {
    %0 = stablehlo.abs %arg0 : tensor<f32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.compare EQ, %0, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    return %1 : tensor<i1>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare NE, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<i32>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<i32>
    return %10 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @remainder_4(%arg0: tensor<10xi32>, %arg1: tensor<i32>) -> tensor<10xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<10xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<10xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %12 = stablehlo.and %11, %6 : tensor<10xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %14 = stablehlo.add %4, %13 : tensor<10xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<10xi1>, tensor<10xi32>
    return %15 : tensor<10xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<10xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<10xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %0 : (tensor<1xi32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @closed_call(%arg0: tensor<10x64xf32>, %arg1: tensor<10x64xf32>, %arg2: tensor<10xf32>, %arg3: tensor<64xf32>, %arg4: tensor<i32>) -> (tensor<64xf32>, tensor<f32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg4, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.add %arg4, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg4 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %c_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<64> : tensor<i32>
    %4 = stablehlo.add %c_3, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.select %3, %4, %c_5 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg0, %2, %5, sizes = [1, 64] : (tensor<10x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x64xf32>) -> tensor<64xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %arg4, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<10> : tensor<i32>
    %9 = stablehlo.add %arg4, %c_7 : tensor<i32>
    %10 = stablehlo.select %8, %9, %arg4 : tensor<i1>, tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.compare LT, %c_8, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<64> : tensor<i32>
    %12 = stablehlo.add %c_10, %c_11 : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.select %11, %12, %c_12 : tensor<i1>, tensor<i32>
    %14 = stablehlo.dynamic_slice %arg1, %10, %13, sizes = [1, 64] : (tensor<10x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x64xf32>) -> tensor<64xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.compare LT, %arg4, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<10> : tensor<i32>
    %17 = stablehlo.add %arg4, %c_14 : tensor<i32>
    %18 = stablehlo.select %16, %17, %arg4 : tensor<i1>, tensor<i32>
    %19 = stablehlo.dynamic_slice %arg2, %18, sizes = [1] : (tensor<10xf32>, tensor<i32>) -> tensor<1xf32>
    %20 = stablehlo.reshape %19 : (tensor<1xf32>) -> tensor<f32>
    %21 = stablehlo.dot_general %7, %arg3, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64xf32>, tensor<64xf32>) -> tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.add %cst, %21 : tensor<f32>
    %23 = stablehlo.multiply %20, %22 : tensor<f32>
    %24 = stablehlo.negate %23 : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %26 = stablehlo.multiply %25, %15 : tensor<64xf32>
    %27 = stablehlo.add %arg3, %26 : tensor<64xf32>
    return %27, %23 : tensor<64xf32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<10xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<10xf32>, tensor<1xf32>, tensor<i32>) -> tensor<10xf32>
    return %1 : tensor<10xf32>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<10xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<10xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call_6(%arg0: tensor<10x64xf32>, %arg1: tensor<10x64xf32>, %arg2: tensor<10xf32>, %arg3: tensor<64xf32>, %arg4: tensor<i32>, %arg5: tensor<f32>) -> (tensor<64xf32>, tensor<f32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg4, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.add %arg4, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg4 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %c_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<64> : tensor<i32>
    %4 = stablehlo.add %c_3, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.select %3, %4, %c_5 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg0, %2, %5, sizes = [1, 64] : (tensor<10x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x64xf32>) -> tensor<64xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %arg4, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<10> : tensor<i32>
    %9 = stablehlo.add %arg4, %c_7 : tensor<i32>
    %10 = stablehlo.select %8, %9, %arg4 : tensor<i1>, tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.compare LT, %c_8, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<64> : tensor<i32>
    %12 = stablehlo.add %c_10, %c_11 : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.select %11, %12, %c_12 : tensor<i1>, tensor<i32>
    %14 = stablehlo.dynamic_slice %arg1, %10, %13, sizes = [1, 64] : (tensor<10x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x64xf32>) -> tensor<64xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.compare LT, %arg4, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<10> : tensor<i32>
    %17 = stablehlo.add %arg4, %c_14 : tensor<i32>
    %18 = stablehlo.select %16, %17, %arg4 : tensor<i1>, tensor<i32>
    %19 = stablehlo.dynamic_slice %arg2, %18, sizes = [1] : (tensor<10xf32>, tensor<i32>) -> tensor<1xf32>
    %20 = stablehlo.reshape %19 : (tensor<1xf32>) -> tensor<f32>
    %21 = stablehlo.dot_general %15, %arg3, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64xf32>, tensor<64xf32>) -> tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.add %cst, %21 : tensor<f32>
    %23 = stablehlo.multiply %20, %22 : tensor<f32>
    %24 = stablehlo.subtract %arg5, %23 : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %26 = stablehlo.multiply %25, %7 : tensor<64xf32>
    %27 = stablehlo.add %arg3, %26 : tensor<64xf32>
    return %27, %23 : tensor<64xf32>, tensor<f32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
}
