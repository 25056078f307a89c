//! Monster and object catalogs of a target, and name resolution as lev_comp does it.
