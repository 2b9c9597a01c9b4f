import A as B
