//! Reading binary `.lev` files (3.4.3 format) back into the model.
