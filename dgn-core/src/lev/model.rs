//! The typed model of a compiled 3.4.3 special level.
