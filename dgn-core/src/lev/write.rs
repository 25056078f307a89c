//! The binary `.lev` writer (3.4.3 format).
