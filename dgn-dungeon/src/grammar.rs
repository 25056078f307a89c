// auto-generated: "lalrpop 0.23.2"
// sha3: 94b3e69b44af79f1dc0ac8e68590b2bde9883755f2ac4858954e2c182c66e14d
// features: 
use crate::ast::*;
use crate::lexer::{Descriptor, Tok};
use crate::{Never, Sink};
use dgn_common::source::{Span, Spanned};
#[allow(unused_extern_crates)]
extern crate lalrpop_util as __lalrpop_util;
#[allow(unused_imports)]
use self::__lalrpop_util::state_machine as __state_machine;
#[allow(unused_extern_crates)]
extern crate alloc;

#[rustfmt::skip]
#[allow(explicit_outlives_requirements, non_snake_case, non_camel_case_types, unused_mut, unused_variables, unused_imports, unused_parens, clippy::needless_lifetimes, clippy::type_complexity, clippy::needless_return, clippy::too_many_arguments, clippy::match_single_binding, clippy::clone_on_copy, clippy::unit_arg)]
mod __parse__File {

use crate::ast::*;
use crate::lexer::{Descriptor, Tok};
use crate::{Never, Sink};
use dgn_common::source::{Span, Spanned};
#[allow(unused_extern_crates)]
extern crate lalrpop_util as __lalrpop_util;
#[allow(unused_imports)]
use self::__lalrpop_util::state_machine as __state_machine;
#[allow(unused_extern_crates)]
extern crate alloc;
use super::__ToTriple;
#[allow(dead_code)]
pub(crate) enum __Symbol<'src>
 {
Variant0(Tok<'src>),
Variant1(Descriptor),
Variant2(i32),
Variant3(&'src [u8]),
Variant4(__lalrpop_util::ErrorRecovery<usize, Tok<'src>, Never>),
Variant5(usize),
Variant6(Spanned<BranchType>),
Variant7(Option<Spanned<BranchType>>),
Variant8(Couple),
Variant9(Spanned<Descriptor>),
Variant10(Spanned<bool>),
Variant11(Option<Spanned<bool>>),
Variant12(()),
Variant13(Int),
Variant14(Option<Int>),
Variant15(alloc::vec::Vec<()>),
Variant16(Span),
Variant17(Stmt),
Variant18(Str),
}
const __ACTION: &[i16] = &[
// State 0
85,86,90,84,89,80,87,81,82,88,92,83,91,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,93,0,0,94,
// State 1
85,86,90,84,89,80,87,81,82,88,92,83,91,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,93,0,0,94,
// State 2
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,97,0,0,0,0,0,0,0,0,0,0,0,0,
// State 3
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,0,0,0,0,0,0,0,0,0,
// State 4
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,0,0,0,0,0,0,0,0,0,
// State 5
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,0,0,0,0,0,0,0,0,0,
// State 6
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,97,0,0,0,0,0,0,0,0,0,0,0,0,
// State 7
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,0,0,0,0,0,0,0,0,0,
// State 8
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,0,0,0,0,
// State 9
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,97,0,0,0,0,0,0,0,0,0,0,0,0,
// State 10
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,0,0,0,0,0,0,0,0,0,
// State 11
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,97,0,0,0,0,0,0,0,0,0,0,0,0,
// State 12
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,0,0,0,0,0,0,0,0,0,
// State 13
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,0,0,0,0,0,0,0,0,0,
// State 14
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,0,0,0,0,0,0,0,0,0,
// State 15
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,0,108,0,0,
// State 16
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,0,0,0,0,0,0,0,0,0,
// State 17
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,0,0,0,0,0,0,0,0,0,
// State 18
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,0,0,0,0,0,0,0,0,0,
// State 19
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,0,0,0,0,0,0,0,0,0,
// State 20
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,0,0,0,0,0,0,0,0,0,
// State 21
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,0,0,0,0,0,0,0,0,0,
// State 22
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,30,0,0,0,0,0,0,0,
// State 23
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,0,0,0,0,0,0,0,0,0,
// State 24
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,30,0,0,0,0,0,0,0,
// State 25
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,34,0,0,0,0,0,0,0,0,
// State 26
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,0,0,0,0,0,0,0,0,0,
// State 27
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,36,0,0,0,0,0,0,0,0,
// State 28
-71,-71,-71,-71,-71,-71,-71,-71,-71,-71,-71,-71,-71,118,113,117,115,114,116,0,102,0,0,0,0,0,0,0,-71,0,0,-71,
// State 29
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,0,0,0,0,
// State 30
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,30,0,0,0,0,0,0,0,
// State 31
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,0,0,0,0,40,0,0,0,0,
// State 32
-40,-40,-40,-40,-40,-40,-40,-40,-40,-40,-40,-40,-40,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,-40,0,0,-40,
// State 33
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,30,0,0,0,0,0,0,0,
// State 34
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99,0,0,0,0,0,43,0,0,0,0,
// State 35
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,30,0,0,0,0,0,0,0,
// State 36
-67,-67,-67,-67,-67,-67,-67,-67,-67,-67,-67,-67,-67,118,113,0,0,0,0,0,102,0,0,0,0,0,0,0,-67,0,0,-67,
// State 37
-69,-69,-69,-69,-69,-69,-69,-69,-69,-69,-69,-69,-69,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,-69,0,0,-69,
// State 38
-79,-79,-79,-79,-79,-79,-79,-79,-79,-79,-79,-79,-79,118,113,117,115,114,116,0,102,0,0,0,0,0,0,0,-79,0,0,-79,
// State 39
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,30,0,0,0,0,0,0,0,
// State 40
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,30,0,0,0,0,0,0,0,
// State 41
-47,-47,-47,-47,-47,-47,-47,-47,-47,-47,-47,-47,-47,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,-47,0,0,-47,
// State 42
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,30,0,0,0,0,0,0,0,
// State 43
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,30,0,0,0,0,0,0,0,
// State 44
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,0,0,0,0,
// State 45
-65,-65,-65,-65,-65,-65,-65,-65,-65,-65,-65,-65,-65,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,-65,0,0,-65,
// State 46
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,0,0,0,0,
// State 47
-75,-75,-75,-75,-75,-75,-75,-75,-75,-75,-75,-75,-75,118,113,0,0,0,0,0,102,0,0,0,0,0,0,0,-75,0,0,-75,
// State 48
-77,-77,-77,-77,-77,-77,-77,-77,-77,-77,-77,-77,-77,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,-77,0,0,-77,
// State 49
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,30,0,0,0,0,0,0,0,
// State 50
-55,-55,-55,-55,-55,-55,-55,-55,-55,-55,-55,-55,-55,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,-55,0,0,-55,
// State 51
-49,-49,-49,-49,-49,-49,-49,-49,-49,-49,-49,-49,-49,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,-49,0,0,-49,
// State 52
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,30,0,0,0,0,0,0,0,
// State 53
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,0,0,0,0,
// State 54
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,0,0,0,0,
// State 55
-51,-51,-51,-51,-51,-51,-51,-51,-51,-51,-51,-51,-51,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,-51,0,0,-51,
// State 56
-73,-73,-73,-73,-73,-73,-73,-73,-73,-73,-73,-73,-73,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,-73,0,0,-73,
// State 57
-57,-57,-57,-57,-57,-57,-57,-57,-57,-57,-57,-57,-57,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,-57,0,0,-57,
// State 58
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,0,0,0,0,
// State 59
-59,-59,-59,-59,-59,-59,-59,-59,-59,-59,-59,-59,-59,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,-59,0,0,-59,
// State 60
-53,-53,-53,-53,-53,-53,-53,-53,-53,-53,-53,-53,-53,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,-53,0,0,-53,
// State 61
-61,-61,-61,-61,-61,-61,-61,-61,-61,-61,-61,-61,-61,0,0,0,0,0,0,0,102,0,0,0,0,0,0,0,-61,0,0,-61,
// State 62
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,
// State 63
-23,-23,-23,-23,-23,-23,-23,-23,-23,-23,-23,-23,-23,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-23,0,0,-23,
// State 64
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,3,0,0,0,0,0,0,0,0,0,
// State 65
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,4,0,0,0,0,0,0,0,0,0,
// State 66
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,5,0,0,0,0,0,0,0,0,0,
// State 67
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,6,0,0,0,0,0,0,0,0,0,
// State 68
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,7,0,0,0,0,0,0,0,0,0,
// State 69
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,8,0,0,0,0,0,0,0,0,0,
// State 70
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,9,0,0,0,0,0,0,0,0,0,
// State 71
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,10,0,0,0,0,0,0,0,0,0,
// State 72
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,11,0,0,0,0,0,0,0,0,0,
// State 73
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,12,0,0,0,0,0,0,0,0,0,
// State 74
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,13,0,0,0,0,0,0,0,0,0,
// State 75
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,14,0,0,0,0,0,0,0,0,0,
// State 76
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,15,0,0,0,0,0,0,0,0,0,
// State 77
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,16,0,0,0,0,0,0,0,0,0,
// State 78
-20,-20,-20,-20,-20,-20,-20,-20,-20,-20,-20,-20,-20,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-20,0,0,-20,
// State 79
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-25,0,0,0,0,0,0,0,0,0,
// State 80
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-26,0,0,0,0,0,0,0,0,0,
// State 81
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-27,0,0,0,0,0,0,0,0,0,
// State 82
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-28,0,0,0,0,0,0,0,0,0,
// State 83
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-29,0,0,0,0,0,0,0,0,0,
// State 84
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-30,0,0,0,0,0,0,0,0,0,
// State 85
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-31,0,0,0,0,0,0,0,0,0,
// State 86
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-32,0,0,0,0,0,0,0,0,0,
// State 87
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-33,0,0,0,0,0,0,0,0,0,
// State 88
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-34,0,0,0,0,0,0,0,0,0,
// State 89
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-35,0,0,0,0,0,0,0,0,0,
// State 90
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-36,0,0,0,0,0,0,0,0,0,
// State 91
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-37,0,0,0,0,0,0,0,0,0,
// State 92
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-38,0,0,0,0,0,0,0,0,0,
// State 93
-80,-80,-80,-80,-80,-80,-80,-80,-80,-80,-80,-80,-80,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-80,0,0,-80,
// State 94
-24,-24,-24,-24,-24,-24,-24,-24,-24,-24,-24,-24,-24,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-24,0,0,-24,
// State 95
-43,-43,-43,-43,-43,-43,-43,-43,-43,-43,-43,-43,-43,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-43,0,0,-43,
// State 96
-10,-10,-10,-10,-10,-10,-10,-10,-10,-10,-10,-10,-10,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-10,0,0,-10,
// State 97
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,23,0,0,0,0,0,0,0,0,
// State 98
-81,-81,-81,-81,-81,-81,-81,-81,-81,-81,-81,-81,-81,0,0,0,0,0,0,0,0,-81,0,-81,-81,0,0,-81,-81,0,0,-81,
// State 99
-42,-42,-42,-42,-42,-42,-42,-42,-42,-42,-42,-42,-42,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-42,0,0,-42,
// State 100
-41,-41,-41,-41,-41,-41,-41,-41,-41,-41,-41,-41,-41,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-41,0,0,-41,
// State 101
-17,-17,-17,-17,-17,-17,-17,-17,-17,-17,-17,-17,-17,0,0,0,0,0,0,0,-17,0,0,0,0,-17,-17,0,-17,0,0,-17,
// State 102
-63,-63,-63,-63,-63,-63,-63,-63,-63,-63,-63,-63,-63,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-63,0,0,-63,
// State 103
-62,-62,-62,-62,-62,-62,-62,-62,-62,-62,-62,-62,-62,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-62,0,0,-62,
// State 104
-44,-44,-44,-44,-44,-44,-44,-44,-44,-44,-44,-44,-44,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-44,0,0,-44,
// State 105
-83,-83,-83,-83,-83,-83,-83,-83,-83,-83,-83,-83,-83,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-83,0,0,-83,
// State 106
-45,-45,-45,-45,-45,-45,-45,-45,-45,-45,-45,-45,-45,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-45,0,0,-45,
// State 107
-82,-82,-82,-82,-82,-82,-82,-82,-82,-82,-82,-82,-82,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-82,0,0,-82,
// State 108
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,31,0,0,0,0,
// State 109
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,41,0,0,0,0,0,0,0,0,
// State 110
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,44,0,0,0,0,0,0,0,0,
// State 111
-70,-70,-70,-70,-70,-70,-70,-70,-70,-70,-70,-70,-70,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-70,0,0,-70,
// State 112
-12,-12,-12,-12,-12,-12,-12,-12,-12,-12,-12,-12,-12,0,0,0,0,0,0,0,-12,0,0,0,0,0,0,0,-12,0,0,-12,
// State 113
-5,-5,-5,-5,-5,-5,-5,-5,-5,-5,-5,-5,-5,-5,-5,0,0,0,0,0,-5,0,0,0,0,0,0,0,-5,0,0,-5,
// State 114
-4,-4,-4,-4,-4,-4,-4,-4,-4,-4,-4,-4,-4,-4,-4,0,0,0,0,0,-4,0,0,0,0,0,0,0,-4,0,0,-4,
// State 115
-6,-6,-6,-6,-6,-6,-6,-6,-6,-6,-6,-6,-6,-6,-6,0,0,0,0,0,-6,0,0,0,0,0,0,0,-6,0,0,-6,
// State 116
-3,-3,-3,-3,-3,-3,-3,-3,-3,-3,-3,-3,-3,-3,-3,0,0,0,0,0,-3,0,0,0,0,0,0,0,-3,0,0,-3,
// State 117
-11,-11,-11,-11,-11,-11,-11,-11,-11,-11,-11,-11,-11,0,0,0,0,0,0,0,-11,0,0,0,0,0,0,0,-11,0,0,-11,
// State 118
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,47,0,0,0,0,0,
// State 119
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,50,0,0,0,0,
// State 120
-39,-39,-39,-39,-39,-39,-39,-39,-39,-39,-39,-39,-39,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-39,0,0,-39,
// State 121
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,53,0,0,0,0,
// State 122
-66,-66,-66,-66,-66,-66,-66,-66,-66,-66,-66,-66,-66,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-66,0,0,-66,
// State 123
-68,-68,-68,-68,-68,-68,-68,-68,-68,-68,-68,-68,-68,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-68,0,0,-68,
// State 124
-78,-78,-78,-78,-78,-78,-78,-78,-78,-78,-78,-78,-78,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-78,0,0,-78,
// State 125
-46,-46,-46,-46,-46,-46,-46,-46,-46,-46,-46,-46,-46,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-46,0,0,-46,
// State 126
-64,-64,-64,-64,-64,-64,-64,-64,-64,-64,-64,-64,-64,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-64,0,0,-64,
// State 127
0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,134,0,0,0,0,0,0,
// State 128
-74,-74,-74,-74,-74,-74,-74,-74,-74,-74,-74,-74,-74,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-74,0,0,-74,
// State 129
-76,-76,-76,-76,-76,-76,-76,-76,-76,-76,-76,-76,-76,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-76,0,0,-76,
// State 130
-54,-54,-54,-54,-54,-54,-54,-54,-54,-54,-54,-54,-54,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-54,0,0,-54,
// State 131
-48,-48,-48,-48,-48,-48,-48,-48,-48,-48,-48,-48,-48,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-48,0,0,-48,
// State 132
-50,-50,-50,-50,-50,-50,-50,-50,-50,-50,-50,-50,-50,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-50,0,0,-50,
// State 133
-9,-9,-9,-9,-9,-9,-9,-9,-9,-9,-9,-9,-9,-9,-9,-9,-9,-9,-9,0,-9,0,0,0,0,0,0,0,-9,0,0,-9,
// State 134
-72,-72,-72,-72,-72,-72,-72,-72,-72,-72,-72,-72,-72,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-72,0,0,-72,
// State 135
-56,-56,-56,-56,-56,-56,-56,-56,-56,-56,-56,-56,-56,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-56,0,0,-56,
// State 136
-58,-58,-58,-58,-58,-58,-58,-58,-58,-58,-58,-58,-58,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-58,0,0,-58,
// State 137
-52,-52,-52,-52,-52,-52,-52,-52,-52,-52,-52,-52,-52,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-52,0,0,-52,
// State 138
-60,-60,-60,-60,-60,-60,-60,-60,-60,-60,-60,-60,-60,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-60,0,0,-60,
];
fn __action(state: i16, integer: usize) -> i16 {
__ACTION[(state as usize) * 32 + integer]
}
const __EOF_ACTION: &[i16] = &[
// State 0
-15,
// State 1
-16,
// State 2
0,
// State 3
0,
// State 4
0,
// State 5
0,
// State 6
0,
// State 7
0,
// State 8
0,
// State 9
0,
// State 10
0,
// State 11
0,
// State 12
0,
// State 13
0,
// State 14
0,
// State 15
0,
// State 16
0,
// State 17
0,
// State 18
0,
// State 19
0,
// State 20
0,
// State 21
0,
// State 22
0,
// State 23
0,
// State 24
0,
// State 25
0,
// State 26
0,
// State 27
0,
// State 28
-71,
// State 29
0,
// State 30
0,
// State 31
0,
// State 32
-40,
// State 33
0,
// State 34
0,
// State 35
0,
// State 36
-67,
// State 37
-69,
// State 38
-79,
// State 39
0,
// State 40
0,
// State 41
-47,
// State 42
0,
// State 43
0,
// State 44
0,
// State 45
-65,
// State 46
0,
// State 47
-75,
// State 48
-77,
// State 49
0,
// State 50
-55,
// State 51
-49,
// State 52
0,
// State 53
0,
// State 54
0,
// State 55
-51,
// State 56
-73,
// State 57
-57,
// State 58
0,
// State 59
-59,
// State 60
-53,
// State 61
-61,
// State 62
-84,
// State 63
-23,
// State 64
0,
// State 65
0,
// State 66
0,
// State 67
0,
// State 68
0,
// State 69
0,
// State 70
0,
// State 71
0,
// State 72
0,
// State 73
0,
// State 74
0,
// State 75
0,
// State 76
0,
// State 77
0,
// State 78
-20,
// State 79
0,
// State 80
0,
// State 81
0,
// State 82
0,
// State 83
0,
// State 84
0,
// State 85
0,
// State 86
0,
// State 87
0,
// State 88
0,
// State 89
0,
// State 90
0,
// State 91
0,
// State 92
0,
// State 93
-80,
// State 94
-24,
// State 95
-43,
// State 96
-10,
// State 97
0,
// State 98
-81,
// State 99
-42,
// State 100
-41,
// State 101
-17,
// State 102
-63,
// State 103
-62,
// State 104
-44,
// State 105
-83,
// State 106
-45,
// State 107
-82,
// State 108
0,
// State 109
0,
// State 110
0,
// State 111
-70,
// State 112
-12,
// State 113
-5,
// State 114
-4,
// State 115
-6,
// State 116
-3,
// State 117
-11,
// State 118
0,
// State 119
0,
// State 120
-39,
// State 121
0,
// State 122
-66,
// State 123
-68,
// State 124
-78,
// State 125
-46,
// State 126
-64,
// State 127
0,
// State 128
-74,
// State 129
-76,
// State 130
-54,
// State 131
-48,
// State 132
-50,
// State 133
-9,
// State 134
-72,
// State 135
-56,
// State 136
-58,
// State 137
-52,
// State 138
-60,
];
fn __goto(state: i16, nt: usize) -> i16 {
match nt {
2 => match state {
38 => 47,
_ => 36,
},
4 => match state {
24 => 32,
30 => 38,
33 => 41,
35 => 44,
39 => 50,
40 => 51,
42 => 53,
43 => 54,
49 => 57,
52 => 58,
_ => 28,
},
5 => match state {
6 => 99,
9 => 102,
11 => 103,
_ => 95,
},
6 => match state {
36 => 45,
38 => 48,
47 => 56,
_ => 37,
},
8 => 62,
9 => match state {
53 => 59,
54 => 60,
58 => 61,
8 => 100,
15 => 105,
28 => 111,
29 => 118,
32 => 120,
36 => 122,
37 => 123,
38 => 124,
41 => 125,
45 => 126,
46 => 127,
47 => 128,
48 => 129,
50 => 130,
51 => 131,
55 => 132,
56 => 134,
57 => 135,
59 => 136,
60 => 137,
61 => 138,
_ => 55,
},
11 => match state {
1 => 94,
_ => 63,
},
13 => 1,
14 => 64,
15 => 65,
16 => 66,
17 => 67,
18 => 68,
19 => 69,
20 => 70,
21 => 71,
22 => 72,
23 => 73,
24 => 74,
25 => 75,
26 => 76,
27 => 77,
28 => 78,
29 => match state {
5 => 17,
7 => 18,
10 => 19,
13 => 20,
14 => 21,
17 => 23,
18 => 24,
19 => 25,
20 => 26,
21 => 27,
23 => 31,
26 => 34,
3 => 97,
12 => 104,
16 => 108,
25 => 109,
27 => 110,
31 => 119,
34 => 121,
_ => 16,
},
30 => 106,
_ => 0,
}
}
#[allow(clippy::needless_raw_string_hashes)]
const __TERMINAL: &[&str] = &[
r###""DUNGEON""###,
r###""ENTRY""###,
r###""PROTOFILE""###,
r###""DESCRIPTION""###,
r###""LEVELDESC""###,
r###""ALIGNMENT""###,
r###""LEVALIGN""###,
r###""BRANCH""###,
r###""CHAINBRANCH""###,
r###""LEVEL""###,
r###""RNDLEVEL""###,
r###""CHAINLEVEL""###,
r###""RNDCHLEVEL""###,
r###""up""###,
r###""down""###,
r###""stair""###,
r###""no_up""###,
r###""no_down""###,
r###""portal""###,
r###""descriptor""###,
r###""integer""###,
r###""string""###,
r###"":""###,
r###""@""###,
r###""(""###,
r###"")""###,
r###"",""###,
r###""+""###,
r###""TILESET""###,
r###""tileset""###,
r###""bad token""###,
];
fn __expected_tokens(__state: i16) -> alloc::vec::Vec<alloc::string::String> {
__TERMINAL.iter().enumerate().filter_map(|(index, terminal)| {
let next_state = __action(__state, index);
if next_state == 0 {
None
} else {
Some(alloc::string::ToString::to_string(terminal))
}
}).collect()
}
fn __expected_tokens_from_states<
    'src,
    'sink,
    'f,
>(
__states: &[i16],
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> alloc::vec::Vec<alloc::string::String>
where
    'src: 'sink,
    'f: 'sink,
{
__TERMINAL.iter().enumerate().filter_map(|(index, terminal)| {
if __accepts(None, __states, Some(index), core::marker::PhantomData::<(&(), &(), &())>) {
Some(alloc::string::ToString::to_string(terminal))
} else {
None
}
}).collect()
}
struct __StateMachine<'src, 'sink, 'f>
where 'src: 'sink, 'f: 'sink
{
sink: &'sink mut Sink<'src, 'f>,
__phantom: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
}
impl<'src, 'sink, 'f> __state_machine::ParserDefinition for __StateMachine<'src, 'sink, 'f>
where 'src: 'sink, 'f: 'sink
{
type Location = usize;
type Error = Never;
type Token = Tok<'src>;
type TokenIndex = usize;
type Symbol = __Symbol<'src>;
type Success = ();
type StateIndex = i16;
type Action = i16;
type ReduceIndex = i16;
type NonterminalIndex = usize;

#[inline]
fn start_location(&self) -> Self::Location {
  Default::default()
}

#[inline]
fn start_state(&self) -> Self::StateIndex {
  0
}

#[inline]
fn token_to_index(&self, token: &Self::Token) -> Option<usize> {
__token_to_integer(token, core::marker::PhantomData::<(&(), &(), &())>)
}

#[inline]
fn action(&self, state: i16, integer: usize) -> i16 {
__action(state, integer)
}

#[inline]
fn error_action(&self, state: i16) -> i16 {
__action(state, 32 - 1)
}

#[inline]
fn eof_action(&self, state: i16) -> i16 {
__EOF_ACTION[state as usize]
}

#[inline]
fn goto(&self, state: i16, nt: usize) -> i16 {
__goto(state, nt)
}

fn token_to_symbol(&self, token_index: usize, token: Self::Token) -> Self::Symbol {
__token_to_symbol(token_index, token, core::marker::PhantomData::<(&(), &(), &())>)
}

fn expected_tokens(&self, state: i16) -> alloc::vec::Vec<alloc::string::String> {
__expected_tokens(state)
}

fn expected_tokens_from_states(&self, states: &[i16]) -> alloc::vec::Vec<alloc::string::String> {
__expected_tokens_from_states(states, core::marker::PhantomData::<(&(), &(), &())>)
}

#[inline]
fn uses_error_recovery(&self) -> bool {
true
}

#[inline]
fn error_recovery_symbol(
&self,
recovery: __state_machine::ErrorRecovery<Self>,
) -> Self::Symbol {
__Symbol::Variant4(recovery)
}

fn reduce(
&mut self,
action: i16,
start_location: Option<&Self::Location>,
states: &mut alloc::vec::Vec<i16>,
symbols: &mut alloc::vec::Vec<__state_machine::SymbolTriple<Self>>,
) -> Option<__state_machine::ParseResult<Self>> {
__reduce(
self.sink,
action,
start_location,
states,
symbols,
core::marker::PhantomData::<(&(), &(), &())>,
)
}

fn simulate_reduce(&self, action: i16) -> __state_machine::SimulatedReduce<Self> {
__simulate_reduce(action, core::marker::PhantomData::<(&(), &(), &())>)
}
}
fn __token_to_integer<
    'src,
    'sink,
    'f,
>(
__token: &Tok<'src>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> Option<usize>
{
#[warn(unused_variables)]
match __token {
Tok::Dungeon if true => Some(0),
Tok::Entry if true => Some(1),
Tok::Protofile if true => Some(2),
Tok::Description if true => Some(3),
Tok::LevelDesc if true => Some(4),
Tok::Alignment if true => Some(5),
Tok::LevAlign if true => Some(6),
Tok::Branch if true => Some(7),
Tok::ChainBranch if true => Some(8),
Tok::Level if true => Some(9),
Tok::RndLevel if true => Some(10),
Tok::ChainLevel if true => Some(11),
Tok::RndChainLevel if true => Some(12),
Tok::Up if true => Some(13),
Tok::Down if true => Some(14),
Tok::Stair if true => Some(15),
Tok::NoUp if true => Some(16),
Tok::NoDown if true => Some(17),
Tok::Portal if true => Some(18),
Tok::Descriptor(_) if true => Some(19),
Tok::Integer(_) if true => Some(20),
Tok::Str(_) if true => Some(21),
Tok::Colon if true => Some(22),
Tok::At if true => Some(23),
Tok::LParen if true => Some(24),
Tok::RParen if true => Some(25),
Tok::Comma if true => Some(26),
Tok::Plus if true => Some(27),
Tok::Tileset if true => Some(28),
Tok::Cmap(_) if true => Some(29),
Tok::Bad if true => Some(30),
_ => None,
}
}
fn __token_to_symbol<
    'src,
    'sink,
    'f,
>(
__token_index: usize,
__token: Tok<'src>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> __Symbol<'src>
{
#[allow(clippy::manual_range_patterns)]match __token_index {
0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 30 => __Symbol::Variant0(__token),
19 => match __token {
Tok::Descriptor(__tok0) if true => __Symbol::Variant1(__tok0),
_ => unreachable!(),
},
20 | 29 => match __token {
Tok::Integer(__tok0) | Tok::Cmap(__tok0) if true => __Symbol::Variant2(__tok0),
_ => unreachable!(),
},
21 => match __token {
Tok::Str(__tok0) if true => __Symbol::Variant3(__tok0),
_ => unreachable!(),
},
_ => unreachable!(),
}
}
fn __simulate_reduce<
    'src,
    'sink,
    'f,
>(
__reduce_index: i16,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> __state_machine::SimulatedReduce<__StateMachine<'src, 'sink, 'f>>
where
    'src: 'sink,
    'f: 'sink,
{
match __reduce_index {
0 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 0,
nonterminal_produced: 0,
}
}
1 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 0,
nonterminal_produced: 1,
}
}
2 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 2,
}
}
3 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 2,
}
}
4 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 2,
}
}
5 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 2,
}
}
6 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 3,
}
}
7 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 0,
nonterminal_produced: 3,
}
}
8 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 5,
nonterminal_produced: 4,
}
}
9 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 5,
}
}
10 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 6,
}
}
11 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 6,
}
}
12 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 7,
}
}
13 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 0,
nonterminal_produced: 7,
}
}
14 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 0,
nonterminal_produced: 8,
}
}
15 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 8,
}
}
16 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 9,
}
}
17 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 10,
}
}
18 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 0,
nonterminal_produced: 10,
}
}
19 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 11,
}
}
20 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 0,
nonterminal_produced: 12,
}
}
21 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 12,
}
}
22 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 13,
}
}
23 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 2,
nonterminal_produced: 13,
}
}
24 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 14,
}
}
25 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 15,
}
}
26 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 16,
}
}
27 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 17,
}
}
28 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 18,
}
}
29 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 19,
}
}
30 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 20,
}
}
31 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 21,
}
}
32 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 22,
}
}
33 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 23,
}
}
34 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 24,
}
}
35 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 25,
}
}
36 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 26,
}
}
37 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 27,
}
}
38 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 6,
nonterminal_produced: 28,
}
}
39 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 5,
nonterminal_produced: 28,
}
}
40 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 3,
nonterminal_produced: 28,
}
}
41 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 3,
nonterminal_produced: 28,
}
}
42 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 3,
nonterminal_produced: 28,
}
}
43 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 3,
nonterminal_produced: 28,
}
}
44 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 3,
nonterminal_produced: 28,
}
}
45 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 7,
nonterminal_produced: 28,
}
}
46 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 6,
nonterminal_produced: 28,
}
}
47 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 8,
nonterminal_produced: 28,
}
}
48 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 7,
nonterminal_produced: 28,
}
}
49 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 8,
nonterminal_produced: 28,
}
}
50 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 7,
nonterminal_produced: 28,
}
}
51 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 9,
nonterminal_produced: 28,
}
}
52 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 8,
nonterminal_produced: 28,
}
}
53 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 8,
nonterminal_produced: 28,
}
}
54 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 7,
nonterminal_produced: 28,
}
}
55 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 9,
nonterminal_produced: 28,
}
}
56 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 8,
nonterminal_produced: 28,
}
}
57 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 9,
nonterminal_produced: 28,
}
}
58 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 8,
nonterminal_produced: 28,
}
}
59 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 10,
nonterminal_produced: 28,
}
}
60 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 9,
nonterminal_produced: 28,
}
}
61 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 3,
nonterminal_produced: 28,
}
}
62 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 3,
nonterminal_produced: 28,
}
}
63 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 8,
nonterminal_produced: 28,
}
}
64 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 7,
nonterminal_produced: 28,
}
}
65 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 7,
nonterminal_produced: 28,
}
}
66 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 6,
nonterminal_produced: 28,
}
}
67 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 7,
nonterminal_produced: 28,
}
}
68 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 6,
nonterminal_produced: 28,
}
}
69 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 6,
nonterminal_produced: 28,
}
}
70 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 5,
nonterminal_produced: 28,
}
}
71 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 9,
nonterminal_produced: 28,
}
}
72 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 8,
nonterminal_produced: 28,
}
}
73 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 8,
nonterminal_produced: 28,
}
}
74 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 7,
nonterminal_produced: 28,
}
}
75 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 8,
nonterminal_produced: 28,
}
}
76 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 7,
nonterminal_produced: 28,
}
}
77 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 7,
nonterminal_produced: 28,
}
}
78 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 6,
nonterminal_produced: 28,
}
}
79 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 28,
}
}
80 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 29,
}
}
81 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 30,
}
}
82 => {
__state_machine::SimulatedReduce::Reduce {
states_to_pop: 1,
nonterminal_produced: 30,
}
}
83 => __state_machine::SimulatedReduce::Accept,
_ => panic!("invalid reduction index {__reduce_index}")
}
}
pub struct FileParser {
_priv: (),
}

impl Default for FileParser { fn default() -> Self { Self::new() } }
impl FileParser {
pub fn new() -> FileParser {
FileParser {
_priv: (),
}
}

#[allow(dead_code)]
pub fn parse<
    'src,
    'sink,
    'f,
    __TOKEN: __ToTriple<'src, 'sink, 'f, >,
    __TOKENS: IntoIterator<Item=__TOKEN>,
>(
&self,
sink: &'sink mut Sink<'src, 'f>,
__tokens0: __TOKENS,
) -> Result<(), __lalrpop_util::ParseError<usize, Tok<'src>, Never>>
{
let __tokens = __tokens0.into_iter();
let mut __tokens = __tokens.map(|t| __ToTriple::to_triple(t));
__state_machine::Parser::drive(
__StateMachine {
sink,
__phantom: core::marker::PhantomData::<(&(), &(), &())>,
},
__tokens,
)
}
}
fn __accepts<
    'src,
    'sink,
    'f,
>(
__error_state: Option<i16>,
__states: &[i16],
__opt_integer: Option<usize>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> bool
where
    'src: 'sink,
    'f: 'sink,
{
let mut __states = __states.to_vec();
__states.extend(__error_state);
loop {
let mut __states_len = __states.len();
let __top = __states[__states_len - 1];
let __action = match __opt_integer {
None => __EOF_ACTION[__top as usize],
Some(__integer) => __action(__top, __integer),
};
if __action == 0 { return false; }
if __action > 0 { return true; }
let (__to_pop, __nt) = match __simulate_reduce(-(__action + 1), core::marker::PhantomData::<(&(), &(), &())>) {
__state_machine::SimulatedReduce::Reduce {
states_to_pop, nonterminal_produced
} => (states_to_pop, nonterminal_produced),
__state_machine::SimulatedReduce::Accept => return true,
};
__states_len -= __to_pop;
__states.truncate(__states_len);
let __top = __states[__states_len - 1];
let __next_state = __goto(__top, __nt);
__states.push(__next_state);
}
}
fn __reduce<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__action: i16,
__lookahead_start: Option<&usize>,
__states: &mut alloc::vec::Vec<i16>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> Option<Result<(),__lalrpop_util::ParseError<usize, Tok<'src>, Never>>>
{
let (__pop_states, __nonterminal) = match __action {
0 => {
__reduce0(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
1 => {
__reduce1(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
2 => {
__reduce2(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
3 => {
__reduce3(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
4 => {
__reduce4(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
5 => {
__reduce5(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
6 => {
__reduce6(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
7 => {
__reduce7(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
8 => {
__reduce8(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
9 => {
__reduce9(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
10 => {
__reduce10(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
11 => {
__reduce11(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
12 => {
__reduce12(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
13 => {
__reduce13(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
14 => {
__reduce14(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
15 => {
__reduce15(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
16 => {
__reduce16(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
17 => {
__reduce17(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
18 => {
__reduce18(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
19 => {
__reduce19(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
20 => {
__reduce20(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
21 => {
__reduce21(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
22 => {
__reduce22(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
23 => {
__reduce23(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
24 => {
__reduce24(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
25 => {
__reduce25(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
26 => {
__reduce26(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
27 => {
__reduce27(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
28 => {
__reduce28(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
29 => {
__reduce29(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
30 => {
__reduce30(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
31 => {
__reduce31(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
32 => {
__reduce32(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
33 => {
__reduce33(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
34 => {
__reduce34(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
35 => {
__reduce35(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
36 => {
__reduce36(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
37 => {
__reduce37(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
38 => {
__reduce38(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
39 => {
__reduce39(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
40 => {
__reduce40(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
41 => {
__reduce41(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
42 => {
__reduce42(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
43 => {
__reduce43(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
44 => {
__reduce44(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
45 => {
__reduce45(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
46 => {
__reduce46(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
47 => {
__reduce47(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
48 => {
__reduce48(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
49 => {
__reduce49(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
50 => {
__reduce50(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
51 => {
__reduce51(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
52 => {
__reduce52(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
53 => {
__reduce53(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
54 => {
__reduce54(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
55 => {
__reduce55(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
56 => {
__reduce56(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
57 => {
__reduce57(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
58 => {
__reduce58(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
59 => {
__reduce59(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
60 => {
__reduce60(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
61 => {
__reduce61(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
62 => {
__reduce62(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
63 => {
__reduce63(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
64 => {
__reduce64(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
65 => {
__reduce65(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
66 => {
__reduce66(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
67 => {
__reduce67(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
68 => {
__reduce68(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
69 => {
__reduce69(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
70 => {
__reduce70(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
71 => {
__reduce71(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
72 => {
__reduce72(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
73 => {
__reduce73(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
74 => {
__reduce74(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
75 => {
__reduce75(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
76 => {
__reduce76(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
77 => {
__reduce77(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
78 => {
__reduce78(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
79 => {
__reduce79(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
80 => {
__reduce80(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
81 => {
__reduce81(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
82 => {
__reduce82(sink, __lookahead_start, __symbols, core::marker::PhantomData::<(&(), &(), &())>)
}
83 => {
// __File = File => ActionFn(0);
let __sym0 = __pop_Variant12(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action0::<>(sink, __sym0);
return Some(Ok(__nt));
}
_ => panic!("invalid action code {__action}")
};
let __states_len = __states.len();
__states.truncate(__states_len - __pop_states);
let __state = *__states.last().unwrap();
let __next_state = __goto(__state, __nonterminal);
__states.push(__next_state);
None
}
#[inline(never)]
fn __symbol_type_mismatch() -> ! {
panic!("symbol type mismatch")
}
fn __pop_Variant12<
  'src,
>(
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>
) -> (usize, (), usize)
 {
match __symbols.pop() {
Some((__l, __Symbol::Variant12(__v), __r)) => (__l, __v, __r),
_ => __symbol_type_mismatch()
}
}
fn __pop_Variant8<
  'src,
>(
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>
) -> (usize, Couple, usize)
 {
match __symbols.pop() {
Some((__l, __Symbol::Variant8(__v), __r)) => (__l, __v, __r),
_ => __symbol_type_mismatch()
}
}
fn __pop_Variant1<
  'src,
>(
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>
) -> (usize, Descriptor, usize)
 {
match __symbols.pop() {
Some((__l, __Symbol::Variant1(__v), __r)) => (__l, __v, __r),
_ => __symbol_type_mismatch()
}
}
fn __pop_Variant13<
  'src,
>(
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>
) -> (usize, Int, usize)
 {
match __symbols.pop() {
Some((__l, __Symbol::Variant13(__v), __r)) => (__l, __v, __r),
_ => __symbol_type_mismatch()
}
}
fn __pop_Variant14<
  'src,
>(
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>
) -> (usize, Option<Int>, usize)
 {
match __symbols.pop() {
Some((__l, __Symbol::Variant14(__v), __r)) => (__l, __v, __r),
_ => __symbol_type_mismatch()
}
}
fn __pop_Variant7<
  'src,
>(
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>
) -> (usize, Option<Spanned<BranchType>>, usize)
 {
match __symbols.pop() {
Some((__l, __Symbol::Variant7(__v), __r)) => (__l, __v, __r),
_ => __symbol_type_mismatch()
}
}
fn __pop_Variant11<
  'src,
>(
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>
) -> (usize, Option<Spanned<bool>>, usize)
 {
match __symbols.pop() {
Some((__l, __Symbol::Variant11(__v), __r)) => (__l, __v, __r),
_ => __symbol_type_mismatch()
}
}
fn __pop_Variant16<
  'src,
>(
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>
) -> (usize, Span, usize)
 {
match __symbols.pop() {
Some((__l, __Symbol::Variant16(__v), __r)) => (__l, __v, __r),
_ => __symbol_type_mismatch()
}
}
fn __pop_Variant6<
  'src,
>(
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>
) -> (usize, Spanned<BranchType>, usize)
 {
match __symbols.pop() {
Some((__l, __Symbol::Variant6(__v), __r)) => (__l, __v, __r),
_ => __symbol_type_mismatch()
}
}
fn __pop_Variant9<
  'src,
>(
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>
) -> (usize, Spanned<Descriptor>, usize)
 {
match __symbols.pop() {
Some((__l, __Symbol::Variant9(__v), __r)) => (__l, __v, __r),
_ => __symbol_type_mismatch()
}
}
fn __pop_Variant10<
  'src,
>(
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>
) -> (usize, Spanned<bool>, usize)
 {
match __symbols.pop() {
Some((__l, __Symbol::Variant10(__v), __r)) => (__l, __v, __r),
_ => __symbol_type_mismatch()
}
}
fn __pop_Variant17<
  'src,
>(
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>
) -> (usize, Stmt, usize)
 {
match __symbols.pop() {
Some((__l, __Symbol::Variant17(__v), __r)) => (__l, __v, __r),
_ => __symbol_type_mismatch()
}
}
fn __pop_Variant18<
  'src,
>(
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>
) -> (usize, Str, usize)
 {
match __symbols.pop() {
Some((__l, __Symbol::Variant18(__v), __r)) => (__l, __v, __r),
_ => __symbol_type_mismatch()
}
}
fn __pop_Variant0<
  'src,
>(
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>
) -> (usize, Tok<'src>, usize)
 {
match __symbols.pop() {
Some((__l, __Symbol::Variant0(__v), __r)) => (__l, __v, __r),
_ => __symbol_type_mismatch()
}
}
fn __pop_Variant4<
  'src,
>(
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>
) -> (usize, __lalrpop_util::ErrorRecovery<usize, Tok<'src>, Never>, usize)
 {
match __symbols.pop() {
Some((__l, __Symbol::Variant4(__v), __r)) => (__l, __v, __r),
_ => __symbol_type_mismatch()
}
}
fn __pop_Variant15<
  'src,
>(
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>
) -> (usize, alloc::vec::Vec<()>, usize)
 {
match __symbols.pop() {
Some((__l, __Symbol::Variant15(__v), __r)) => (__l, __v, __r),
_ => __symbol_type_mismatch()
}
}
fn __pop_Variant2<
  'src,
>(
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>
) -> (usize, i32, usize)
 {
match __symbols.pop() {
Some((__l, __Symbol::Variant2(__v), __r)) => (__l, __v, __r),
_ => __symbol_type_mismatch()
}
}
fn __pop_Variant5<
  'src,
>(
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>
) -> (usize, usize, usize)
 {
match __symbols.pop() {
Some((__l, __Symbol::Variant5(__v), __r)) => (__l, __v, __r),
_ => __symbol_type_mismatch()
}
}
fn __pop_Variant3<
  'src,
>(
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>
) -> (usize, &'src [u8], usize)
 {
match __symbols.pop() {
Some((__l, __Symbol::Variant3(__v), __r)) => (__l, __v, __r),
_ => __symbol_type_mismatch()
}
}
fn __reduce0<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// @L =  => ActionFn(55);
let __start = __lookahead_start.cloned().or_else(|| __symbols.last().map(|s| s.2.clone())).unwrap_or_default();
let __end = __start.clone();
let __nt = super::__action55::<>(sink, &__start, &__end);
__symbols.push((__start, __Symbol::Variant5(__nt), __end));
(0, 0)
}
fn __reduce1<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// @R =  => ActionFn(51);
let __start = __lookahead_start.cloned().or_else(|| __symbols.last().map(|s| s.2.clone())).unwrap_or_default();
let __end = __start.clone();
let __nt = super::__action51::<>(sink, &__start, &__end);
__symbols.push((__start, __Symbol::Variant5(__nt), __end));
(0, 1)
}
fn __reduce2<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// BranchType = "stair" => ActionFn(104);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action104::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant6(__nt), __end));
(1, 2)
}
fn __reduce3<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// BranchType = "no_up" => ActionFn(105);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action105::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant6(__nt), __end));
(1, 2)
}
fn __reduce4<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// BranchType = "no_down" => ActionFn(106);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action106::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant6(__nt), __end));
(1, 2)
}
fn __reduce5<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// BranchType = "portal" => ActionFn(107);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action107::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant6(__nt), __end));
(1, 2)
}
fn __reduce6<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// BranchType? = BranchType => ActionFn(37);
let __sym0 = __pop_Variant6(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action37::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant7(__nt), __end));
(1, 3)
}
fn __reduce7<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// BranchType? =  => ActionFn(38);
let __start = __lookahead_start.cloned().or_else(|| __symbols.last().map(|s| s.2.clone())).unwrap_or_default();
let __end = __start.clone();
let __nt = super::__action38::<>(sink, &__start, &__end);
__symbols.push((__start, __Symbol::Variant7(__nt), __end));
(0, 3)
}
fn __reduce8<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Couple = "(", Int, ",", Int, ")" => ActionFn(108);
assert!(__symbols.len() >= 5);
let __sym4 = __pop_Variant0(__symbols);
let __sym3 = __pop_Variant13(__symbols);
let __sym2 = __pop_Variant0(__symbols);
let __sym1 = __pop_Variant13(__symbols);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym4.2.clone();
let __nt = super::__action108::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4);
__symbols.push((__start, __Symbol::Variant8(__nt), __end));
(5, 4)
}
fn __reduce9<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Desc = "descriptor" => ActionFn(109);
let __sym0 = __pop_Variant1(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action109::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant9(__nt), __end));
(1, 5)
}
fn __reduce10<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Direction = "up" => ActionFn(110);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action110::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant10(__nt), __end));
(1, 6)
}
fn __reduce11<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Direction = "down" => ActionFn(111);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action111::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant10(__nt), __end));
(1, 6)
}
fn __reduce12<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Direction? = Direction => ActionFn(35);
let __sym0 = __pop_Variant10(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action35::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant11(__nt), __end));
(1, 7)
}
fn __reduce13<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Direction? =  => ActionFn(36);
let __start = __lookahead_start.cloned().or_else(|| __symbols.last().map(|s| s.2.clone())).unwrap_or_default();
let __end = __start.clone();
let __nt = super::__action36::<>(sink, &__start, &__end);
__symbols.push((__start, __Symbol::Variant11(__nt), __end));
(0, 7)
}
fn __reduce14<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// File =  => ActionFn(194);
let __start = __lookahead_start.cloned().or_else(|| __symbols.last().map(|s| s.2.clone())).unwrap_or_default();
let __end = __start.clone();
let __nt = super::__action194::<>(sink, &__start, &__end);
__symbols.push((__start, __Symbol::Variant12(__nt), __end));
(0, 8)
}
fn __reduce15<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// File = Item+ => ActionFn(195);
let __sym0 = __pop_Variant15(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action195::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant12(__nt), __end));
(1, 8)
}
fn __reduce16<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Int = "integer" => ActionFn(112);
let __sym0 = __pop_Variant2(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action112::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant13(__nt), __end));
(1, 9)
}
fn __reduce17<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Int? = Int => ActionFn(52);
let __sym0 = __pop_Variant13(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action52::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant14(__nt), __end));
(1, 10)
}
fn __reduce18<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Int? =  => ActionFn(53);
let __start = __lookahead_start.cloned().or_else(|| __symbols.last().map(|s| s.2.clone())).unwrap_or_default();
let __end = __start.clone();
let __nt = super::__action53::<>(sink, &__start, &__end);
__symbols.push((__start, __Symbol::Variant14(__nt), __end));
(0, 10)
}
fn __reduce19<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Item = Stmt => ActionFn(2);
let __sym0 = __pop_Variant17(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action2::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant12(__nt), __end));
(1, 11)
}
fn __reduce20<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Item* =  => ActionFn(56);
let __start = __lookahead_start.cloned().or_else(|| __symbols.last().map(|s| s.2.clone())).unwrap_or_default();
let __end = __start.clone();
let __nt = super::__action56::<>(sink, &__start, &__end);
__symbols.push((__start, __Symbol::Variant15(__nt), __end));
(0, 12)
}
fn __reduce21<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Item* = Item+ => ActionFn(57);
let __sym0 = __pop_Variant15(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action57::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant15(__nt), __end));
(1, 12)
}
fn __reduce22<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Item+ = Item => ActionFn(58);
let __sym0 = __pop_Variant12(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action58::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant15(__nt), __end));
(1, 13)
}
fn __reduce23<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Item+ = Item+, Item => ActionFn(59);
assert!(__symbols.len() >= 2);
let __sym1 = __pop_Variant12(__symbols);
let __sym0 = __pop_Variant15(__symbols);
let __start = __sym0.0.clone();
let __end = __sym1.2.clone();
let __nt = super::__action59::<>(sink, __sym0, __sym1);
__symbols.push((__start, __Symbol::Variant15(__nt), __end));
(2, 13)
}
fn __reduce24<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Kw<"ALIGNMENT"> = "ALIGNMENT" => ActionFn(113);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action113::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant16(__nt), __end));
(1, 14)
}
fn __reduce25<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Kw<"BRANCH"> = "BRANCH" => ActionFn(114);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action114::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant16(__nt), __end));
(1, 15)
}
fn __reduce26<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Kw<"CHAINBRANCH"> = "CHAINBRANCH" => ActionFn(115);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action115::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant16(__nt), __end));
(1, 16)
}
fn __reduce27<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Kw<"CHAINLEVEL"> = "CHAINLEVEL" => ActionFn(116);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action116::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant16(__nt), __end));
(1, 17)
}
fn __reduce28<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Kw<"DESCRIPTION"> = "DESCRIPTION" => ActionFn(117);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action117::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant16(__nt), __end));
(1, 18)
}
fn __reduce29<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Kw<"DUNGEON"> = "DUNGEON" => ActionFn(118);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action118::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant16(__nt), __end));
(1, 19)
}
fn __reduce30<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Kw<"ENTRY"> = "ENTRY" => ActionFn(119);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action119::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant16(__nt), __end));
(1, 20)
}
fn __reduce31<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Kw<"LEVALIGN"> = "LEVALIGN" => ActionFn(120);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action120::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant16(__nt), __end));
(1, 21)
}
fn __reduce32<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Kw<"LEVEL"> = "LEVEL" => ActionFn(121);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action121::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant16(__nt), __end));
(1, 22)
}
fn __reduce33<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Kw<"LEVELDESC"> = "LEVELDESC" => ActionFn(122);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action122::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant16(__nt), __end));
(1, 23)
}
fn __reduce34<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Kw<"PROTOFILE"> = "PROTOFILE" => ActionFn(123);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action123::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant16(__nt), __end));
(1, 24)
}
fn __reduce35<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Kw<"RNDCHLEVEL"> = "RNDCHLEVEL" => ActionFn(124);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action124::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant16(__nt), __end));
(1, 25)
}
fn __reduce36<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Kw<"RNDLEVEL"> = "RNDLEVEL" => ActionFn(125);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action125::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant16(__nt), __end));
(1, 26)
}
fn __reduce37<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Kw<"TILESET"> = "TILESET" => ActionFn(126);
let __sym0 = __pop_Variant0(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action126::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant16(__nt), __end));
(1, 27)
}
fn __reduce38<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"DUNGEON">, ":", Str, Str, Couple, Int => ActionFn(160);
assert!(__symbols.len() >= 6);
let __sym5 = __pop_Variant13(__symbols);
let __sym4 = __pop_Variant8(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym5.2.clone();
let __nt = super::__action160::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(6, 28)
}
fn __reduce39<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"DUNGEON">, ":", Str, Str, Couple => ActionFn(161);
assert!(__symbols.len() >= 5);
let __sym4 = __pop_Variant8(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym4.2.clone();
let __nt = super::__action161::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(5, 28)
}
fn __reduce40<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"ENTRY">, ":", Int => ActionFn(128);
assert!(__symbols.len() >= 3);
let __sym2 = __pop_Variant13(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym2.2.clone();
let __nt = super::__action128::<>(sink, __sym0, __sym1, __sym2);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(3, 28)
}
fn __reduce41<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"DESCRIPTION">, ":", Desc => ActionFn(129);
assert!(__symbols.len() >= 3);
let __sym2 = __pop_Variant9(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym2.2.clone();
let __nt = super::__action129::<>(sink, __sym0, __sym1, __sym2);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(3, 28)
}
fn __reduce42<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"ALIGNMENT">, ":", Desc => ActionFn(130);
assert!(__symbols.len() >= 3);
let __sym2 = __pop_Variant9(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym2.2.clone();
let __nt = super::__action130::<>(sink, __sym0, __sym1, __sym2);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(3, 28)
}
fn __reduce43<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"PROTOFILE">, ":", Str => ActionFn(131);
assert!(__symbols.len() >= 3);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym2.2.clone();
let __nt = super::__action131::<>(sink, __sym0, __sym1, __sym2);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(3, 28)
}
fn __reduce44<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"TILESET">, ":", TilesetV => ActionFn(132);
assert!(__symbols.len() >= 3);
let __sym2 = __pop_Variant13(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym2.2.clone();
let __nt = super::__action132::<>(sink, __sym0, __sym1, __sym2);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(3, 28)
}
fn __reduce45<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"LEVEL">, ":", Str, Str, "@", Couple, Int => ActionFn(162);
assert!(__symbols.len() >= 7);
let __sym6 = __pop_Variant13(__symbols);
let __sym5 = __pop_Variant8(__symbols);
let __sym4 = __pop_Variant0(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym6.2.clone();
let __nt = super::__action162::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(7, 28)
}
fn __reduce46<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"LEVEL">, ":", Str, Str, "@", Couple => ActionFn(163);
assert!(__symbols.len() >= 6);
let __sym5 = __pop_Variant8(__symbols);
let __sym4 = __pop_Variant0(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym5.2.clone();
let __nt = super::__action163::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(6, 28)
}
fn __reduce47<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"LEVEL">, ":", Str, Str, Str, "@", Couple, Int => ActionFn(164);
assert!(__symbols.len() >= 8);
let __sym7 = __pop_Variant13(__symbols);
let __sym6 = __pop_Variant8(__symbols);
let __sym5 = __pop_Variant0(__symbols);
let __sym4 = __pop_Variant18(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym7.2.clone();
let __nt = super::__action164::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6, __sym7);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(8, 28)
}
fn __reduce48<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"LEVEL">, ":", Str, Str, Str, "@", Couple => ActionFn(165);
assert!(__symbols.len() >= 7);
let __sym6 = __pop_Variant8(__symbols);
let __sym5 = __pop_Variant0(__symbols);
let __sym4 = __pop_Variant18(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym6.2.clone();
let __nt = super::__action165::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(7, 28)
}
fn __reduce49<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"RNDLEVEL">, ":", Str, Str, "@", Couple, Int, Int => ActionFn(166);
assert!(__symbols.len() >= 8);
let __sym7 = __pop_Variant13(__symbols);
let __sym6 = __pop_Variant13(__symbols);
let __sym5 = __pop_Variant8(__symbols);
let __sym4 = __pop_Variant0(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym7.2.clone();
let __nt = super::__action166::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6, __sym7);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(8, 28)
}
fn __reduce50<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"RNDLEVEL">, ":", Str, Str, "@", Couple, Int => ActionFn(167);
assert!(__symbols.len() >= 7);
let __sym6 = __pop_Variant13(__symbols);
let __sym5 = __pop_Variant8(__symbols);
let __sym4 = __pop_Variant0(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym6.2.clone();
let __nt = super::__action167::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(7, 28)
}
fn __reduce51<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"RNDLEVEL">, ":", Str, Str, Str, "@", Couple, Int, Int => ActionFn(168);
assert!(__symbols.len() >= 9);
let __sym8 = __pop_Variant13(__symbols);
let __sym7 = __pop_Variant13(__symbols);
let __sym6 = __pop_Variant8(__symbols);
let __sym5 = __pop_Variant0(__symbols);
let __sym4 = __pop_Variant18(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym8.2.clone();
let __nt = super::__action168::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6, __sym7, __sym8);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(9, 28)
}
fn __reduce52<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"RNDLEVEL">, ":", Str, Str, Str, "@", Couple, Int => ActionFn(169);
assert!(__symbols.len() >= 8);
let __sym7 = __pop_Variant13(__symbols);
let __sym6 = __pop_Variant8(__symbols);
let __sym5 = __pop_Variant0(__symbols);
let __sym4 = __pop_Variant18(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym7.2.clone();
let __nt = super::__action169::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6, __sym7);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(8, 28)
}
fn __reduce53<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"CHAINLEVEL">, ":", Str, Str, Str, "+", Couple, Int => ActionFn(170);
assert!(__symbols.len() >= 8);
let __sym7 = __pop_Variant13(__symbols);
let __sym6 = __pop_Variant8(__symbols);
let __sym5 = __pop_Variant0(__symbols);
let __sym4 = __pop_Variant18(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym7.2.clone();
let __nt = super::__action170::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6, __sym7);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(8, 28)
}
fn __reduce54<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"CHAINLEVEL">, ":", Str, Str, Str, "+", Couple => ActionFn(171);
assert!(__symbols.len() >= 7);
let __sym6 = __pop_Variant8(__symbols);
let __sym5 = __pop_Variant0(__symbols);
let __sym4 = __pop_Variant18(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym6.2.clone();
let __nt = super::__action171::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(7, 28)
}
fn __reduce55<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"CHAINLEVEL">, ":", Str, Str, Str, Str, "+", Couple, Int => ActionFn(172);
assert!(__symbols.len() >= 9);
let __sym8 = __pop_Variant13(__symbols);
let __sym7 = __pop_Variant8(__symbols);
let __sym6 = __pop_Variant0(__symbols);
let __sym5 = __pop_Variant18(__symbols);
let __sym4 = __pop_Variant18(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym8.2.clone();
let __nt = super::__action172::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6, __sym7, __sym8);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(9, 28)
}
fn __reduce56<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"CHAINLEVEL">, ":", Str, Str, Str, Str, "+", Couple => ActionFn(173);
assert!(__symbols.len() >= 8);
let __sym7 = __pop_Variant8(__symbols);
let __sym6 = __pop_Variant0(__symbols);
let __sym5 = __pop_Variant18(__symbols);
let __sym4 = __pop_Variant18(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym7.2.clone();
let __nt = super::__action173::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6, __sym7);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(8, 28)
}
fn __reduce57<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"RNDCHLEVEL">, ":", Str, Str, Str, "+", Couple, Int, Int => ActionFn(174);
assert!(__symbols.len() >= 9);
let __sym8 = __pop_Variant13(__symbols);
let __sym7 = __pop_Variant13(__symbols);
let __sym6 = __pop_Variant8(__symbols);
let __sym5 = __pop_Variant0(__symbols);
let __sym4 = __pop_Variant18(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym8.2.clone();
let __nt = super::__action174::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6, __sym7, __sym8);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(9, 28)
}
fn __reduce58<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"RNDCHLEVEL">, ":", Str, Str, Str, "+", Couple, Int => ActionFn(175);
assert!(__symbols.len() >= 8);
let __sym7 = __pop_Variant13(__symbols);
let __sym6 = __pop_Variant8(__symbols);
let __sym5 = __pop_Variant0(__symbols);
let __sym4 = __pop_Variant18(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym7.2.clone();
let __nt = super::__action175::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6, __sym7);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(8, 28)
}
fn __reduce59<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"RNDCHLEVEL">, ":", Str, Str, Str, Str, "+", Couple, Int, Int => ActionFn(176);
assert!(__symbols.len() >= 10);
let __sym9 = __pop_Variant13(__symbols);
let __sym8 = __pop_Variant13(__symbols);
let __sym7 = __pop_Variant8(__symbols);
let __sym6 = __pop_Variant0(__symbols);
let __sym5 = __pop_Variant18(__symbols);
let __sym4 = __pop_Variant18(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym9.2.clone();
let __nt = super::__action176::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6, __sym7, __sym8, __sym9);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(10, 28)
}
fn __reduce60<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"RNDCHLEVEL">, ":", Str, Str, Str, Str, "+", Couple, Int => ActionFn(177);
assert!(__symbols.len() >= 9);
let __sym8 = __pop_Variant13(__symbols);
let __sym7 = __pop_Variant8(__symbols);
let __sym6 = __pop_Variant0(__symbols);
let __sym5 = __pop_Variant18(__symbols);
let __sym4 = __pop_Variant18(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym8.2.clone();
let __nt = super::__action177::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6, __sym7, __sym8);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(9, 28)
}
fn __reduce61<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"LEVELDESC">, ":", Desc => ActionFn(141);
assert!(__symbols.len() >= 3);
let __sym2 = __pop_Variant9(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym2.2.clone();
let __nt = super::__action141::<>(sink, __sym0, __sym1, __sym2);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(3, 28)
}
fn __reduce62<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"LEVALIGN">, ":", Desc => ActionFn(142);
assert!(__symbols.len() >= 3);
let __sym2 = __pop_Variant9(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym2.2.clone();
let __nt = super::__action142::<>(sink, __sym0, __sym1, __sym2);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(3, 28)
}
fn __reduce63<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"BRANCH">, ":", Str, "@", Couple, BranchType, Direction, Int => ActionFn(178);
assert!(__symbols.len() >= 8);
let __sym7 = __pop_Variant13(__symbols);
let __sym6 = __pop_Variant10(__symbols);
let __sym5 = __pop_Variant6(__symbols);
let __sym4 = __pop_Variant8(__symbols);
let __sym3 = __pop_Variant0(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym7.2.clone();
let __nt = super::__action178::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6, __sym7);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(8, 28)
}
fn __reduce64<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"BRANCH">, ":", Str, "@", Couple, BranchType, Direction => ActionFn(179);
assert!(__symbols.len() >= 7);
let __sym6 = __pop_Variant10(__symbols);
let __sym5 = __pop_Variant6(__symbols);
let __sym4 = __pop_Variant8(__symbols);
let __sym3 = __pop_Variant0(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym6.2.clone();
let __nt = super::__action179::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(7, 28)
}
fn __reduce65<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"BRANCH">, ":", Str, "@", Couple, BranchType, Int => ActionFn(180);
assert!(__symbols.len() >= 7);
let __sym6 = __pop_Variant13(__symbols);
let __sym5 = __pop_Variant6(__symbols);
let __sym4 = __pop_Variant8(__symbols);
let __sym3 = __pop_Variant0(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym6.2.clone();
let __nt = super::__action180::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(7, 28)
}
fn __reduce66<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"BRANCH">, ":", Str, "@", Couple, BranchType => ActionFn(181);
assert!(__symbols.len() >= 6);
let __sym5 = __pop_Variant6(__symbols);
let __sym4 = __pop_Variant8(__symbols);
let __sym3 = __pop_Variant0(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym5.2.clone();
let __nt = super::__action181::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(6, 28)
}
fn __reduce67<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"BRANCH">, ":", Str, "@", Couple, Direction, Int => ActionFn(182);
assert!(__symbols.len() >= 7);
let __sym6 = __pop_Variant13(__symbols);
let __sym5 = __pop_Variant10(__symbols);
let __sym4 = __pop_Variant8(__symbols);
let __sym3 = __pop_Variant0(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym6.2.clone();
let __nt = super::__action182::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(7, 28)
}
fn __reduce68<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"BRANCH">, ":", Str, "@", Couple, Direction => ActionFn(183);
assert!(__symbols.len() >= 6);
let __sym5 = __pop_Variant10(__symbols);
let __sym4 = __pop_Variant8(__symbols);
let __sym3 = __pop_Variant0(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym5.2.clone();
let __nt = super::__action183::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(6, 28)
}
fn __reduce69<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"BRANCH">, ":", Str, "@", Couple, Int => ActionFn(184);
assert!(__symbols.len() >= 6);
let __sym5 = __pop_Variant13(__symbols);
let __sym4 = __pop_Variant8(__symbols);
let __sym3 = __pop_Variant0(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym5.2.clone();
let __nt = super::__action184::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(6, 28)
}
fn __reduce70<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"BRANCH">, ":", Str, "@", Couple => ActionFn(185);
assert!(__symbols.len() >= 5);
let __sym4 = __pop_Variant8(__symbols);
let __sym3 = __pop_Variant0(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym4.2.clone();
let __nt = super::__action185::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(5, 28)
}
fn __reduce71<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"CHAINBRANCH">, ":", Str, Str, "+", Couple, BranchType, Direction, Int => ActionFn(186);
assert!(__symbols.len() >= 9);
let __sym8 = __pop_Variant13(__symbols);
let __sym7 = __pop_Variant10(__symbols);
let __sym6 = __pop_Variant6(__symbols);
let __sym5 = __pop_Variant8(__symbols);
let __sym4 = __pop_Variant0(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym8.2.clone();
let __nt = super::__action186::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6, __sym7, __sym8);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(9, 28)
}
fn __reduce72<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"CHAINBRANCH">, ":", Str, Str, "+", Couple, BranchType, Direction => ActionFn(187);
assert!(__symbols.len() >= 8);
let __sym7 = __pop_Variant10(__symbols);
let __sym6 = __pop_Variant6(__symbols);
let __sym5 = __pop_Variant8(__symbols);
let __sym4 = __pop_Variant0(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym7.2.clone();
let __nt = super::__action187::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6, __sym7);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(8, 28)
}
fn __reduce73<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"CHAINBRANCH">, ":", Str, Str, "+", Couple, BranchType, Int => ActionFn(188);
assert!(__symbols.len() >= 8);
let __sym7 = __pop_Variant13(__symbols);
let __sym6 = __pop_Variant6(__symbols);
let __sym5 = __pop_Variant8(__symbols);
let __sym4 = __pop_Variant0(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym7.2.clone();
let __nt = super::__action188::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6, __sym7);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(8, 28)
}
fn __reduce74<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"CHAINBRANCH">, ":", Str, Str, "+", Couple, BranchType => ActionFn(189);
assert!(__symbols.len() >= 7);
let __sym6 = __pop_Variant6(__symbols);
let __sym5 = __pop_Variant8(__symbols);
let __sym4 = __pop_Variant0(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym6.2.clone();
let __nt = super::__action189::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(7, 28)
}
fn __reduce75<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"CHAINBRANCH">, ":", Str, Str, "+", Couple, Direction, Int => ActionFn(190);
assert!(__symbols.len() >= 8);
let __sym7 = __pop_Variant13(__symbols);
let __sym6 = __pop_Variant10(__symbols);
let __sym5 = __pop_Variant8(__symbols);
let __sym4 = __pop_Variant0(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym7.2.clone();
let __nt = super::__action190::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6, __sym7);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(8, 28)
}
fn __reduce76<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"CHAINBRANCH">, ":", Str, Str, "+", Couple, Direction => ActionFn(191);
assert!(__symbols.len() >= 7);
let __sym6 = __pop_Variant10(__symbols);
let __sym5 = __pop_Variant8(__symbols);
let __sym4 = __pop_Variant0(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym6.2.clone();
let __nt = super::__action191::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(7, 28)
}
fn __reduce77<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"CHAINBRANCH">, ":", Str, Str, "+", Couple, Int => ActionFn(192);
assert!(__symbols.len() >= 7);
let __sym6 = __pop_Variant13(__symbols);
let __sym5 = __pop_Variant8(__symbols);
let __sym4 = __pop_Variant0(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym6.2.clone();
let __nt = super::__action192::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5, __sym6);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(7, 28)
}
fn __reduce78<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = Kw<"CHAINBRANCH">, ":", Str, Str, "+", Couple => ActionFn(193);
assert!(__symbols.len() >= 6);
let __sym5 = __pop_Variant8(__symbols);
let __sym4 = __pop_Variant0(__symbols);
let __sym3 = __pop_Variant18(__symbols);
let __sym2 = __pop_Variant18(__symbols);
let __sym1 = __pop_Variant0(__symbols);
let __sym0 = __pop_Variant16(__symbols);
let __start = __sym0.0.clone();
let __end = __sym5.2.clone();
let __nt = super::__action193::<>(sink, __sym0, __sym1, __sym2, __sym3, __sym4, __sym5);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(6, 28)
}
fn __reduce79<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Stmt = error => ActionFn(145);
let __sym0 = __pop_Variant4(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action145::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant17(__nt), __end));
(1, 28)
}
fn __reduce80<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// Str = "string" => ActionFn(146);
let __sym0 = __pop_Variant3(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action146::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant18(__nt), __end));
(1, 29)
}
fn __reduce81<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// TilesetV = "tileset" => ActionFn(147);
let __sym0 = __pop_Variant2(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action147::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant13(__nt), __end));
(1, 30)
}
fn __reduce82<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookahead_start: Option<&usize>,
__symbols: &mut alloc::vec::Vec<(usize,__Symbol<'src>,usize)>,
_: core::marker::PhantomData<(&'src (), &'sink (), &'f ())>,
) -> (usize, usize)
{
// TilesetV = Int => ActionFn(23);
let __sym0 = __pop_Variant13(__symbols);
let __start = __sym0.0.clone();
let __end = __sym0.2.clone();
let __nt = super::__action23::<>(sink, __sym0);
__symbols.push((__start, __Symbol::Variant13(__nt), __end));
(1, 30)
}
}
#[allow(unused_imports)]
pub use self::__parse__File::FileParser;

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action0<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, __0, _): (usize, (), usize),
)
{
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action1<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, __0, _): (usize, alloc::vec::Vec<()>, usize),
)
{
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action2<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, s, _): (usize, Stmt, usize),
)
{
sink.stmt(s)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action3<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, k, _): (usize, Span, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, name, _): (usize, Str, usize),
(_, bones, _): (usize, Str, usize),
(_, depth, _): (usize, Couple, usize),
(_, chance, _): (usize, Option<Int>, usize),
(_, r, _): (usize, usize, usize),
) -> Stmt
{
Stmt { kind: StmtKind::Dungeon { name, bones, depth, chance }, keyword: k, span: Span::new(l, r) }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action4<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, k, _): (usize, Span, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, v, _): (usize, Int, usize),
(_, r, _): (usize, usize, usize),
) -> Stmt
{
Stmt { kind: StmtKind::Entry(v), keyword: k, span: Span::new(l, r) }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action5<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, k, _): (usize, Span, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, desc, _): (usize, Spanned<Descriptor>, usize),
(_, r, _): (usize, usize, usize),
) -> Stmt
{
Stmt { kind: StmtKind::DungeonDesc { is_align: false, desc }, keyword: k, span: Span::new(l, r) }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action6<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, k, _): (usize, Span, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, desc, _): (usize, Spanned<Descriptor>, usize),
(_, r, _): (usize, usize, usize),
) -> Stmt
{
Stmt { kind: StmtKind::DungeonDesc { is_align: true, desc }, keyword: k, span: Span::new(l, r) }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action7<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, k, _): (usize, Span, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, s, _): (usize, Str, usize),
(_, r, _): (usize, usize, usize),
) -> Stmt
{
Stmt { kind: StmtKind::Protofile(s), keyword: k, span: Span::new(l, r) }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action8<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, k, _): (usize, Span, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, v, _): (usize, Int, usize),
(_, r, _): (usize, usize, usize),
) -> Stmt
{
Stmt { kind: StmtKind::Tileset(v), keyword: k, span: Span::new(l, r) }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action9<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, k, _): (usize, Span, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, name, _): (usize, Str, usize),
(_, bones, _): (usize, Str, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, place, _): (usize, Couple, usize),
(_, chance, _): (usize, Option<Int>, usize),
(_, r, _): (usize, usize, usize),
) -> Stmt
{
level(k, l, r, LevelKeyword::Plain, None, name, bones, None, place, chance, None)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action10<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, k, _): (usize, Span, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, display, _): (usize, Str, usize),
(_, name, _): (usize, Str, usize),
(_, bones, _): (usize, Str, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, place, _): (usize, Couple, usize),
(_, chance, _): (usize, Option<Int>, usize),
(_, r, _): (usize, usize, usize),
) -> Stmt
{
level(k, l, r, LevelKeyword::Plain, Some(display), name, bones, None, place, chance, None)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action11<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, k, _): (usize, Span, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, name, _): (usize, Str, usize),
(_, bones, _): (usize, Str, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, place, _): (usize, Couple, usize),
(_, a, _): (usize, Int, usize),
(_, b, _): (usize, Option<Int>, usize),
(_, r, _): (usize, usize, usize),
) -> Stmt
{
level(k, l, r, LevelKeyword::Random, None, name, bones, None, place, b.as_ref().map(|_| a.clone()), Some(b.unwrap_or(a)))
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action12<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, k, _): (usize, Span, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, display, _): (usize, Str, usize),
(_, name, _): (usize, Str, usize),
(_, bones, _): (usize, Str, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, place, _): (usize, Couple, usize),
(_, a, _): (usize, Int, usize),
(_, b, _): (usize, Option<Int>, usize),
(_, r, _): (usize, usize, usize),
) -> Stmt
{
level(k, l, r, LevelKeyword::Random, Some(display), name, bones, None, place, b.as_ref().map(|_| a.clone()), Some(b.unwrap_or(a)))
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action13<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, k, _): (usize, Span, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, name, _): (usize, Str, usize),
(_, bones, _): (usize, Str, usize),
(_, chain, _): (usize, Str, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, place, _): (usize, Couple, usize),
(_, chance, _): (usize, Option<Int>, usize),
(_, r, _): (usize, usize, usize),
) -> Stmt
{
level(k, l, r, LevelKeyword::Plain, None, name, bones, Some(chain), place, chance, None)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action14<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, k, _): (usize, Span, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, display, _): (usize, Str, usize),
(_, name, _): (usize, Str, usize),
(_, bones, _): (usize, Str, usize),
(_, chain, _): (usize, Str, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, place, _): (usize, Couple, usize),
(_, chance, _): (usize, Option<Int>, usize),
(_, r, _): (usize, usize, usize),
) -> Stmt
{
level(k, l, r, LevelKeyword::Plain, Some(display), name, bones, Some(chain), place, chance, None)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action15<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, k, _): (usize, Span, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, name, _): (usize, Str, usize),
(_, bones, _): (usize, Str, usize),
(_, chain, _): (usize, Str, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, place, _): (usize, Couple, usize),
(_, a, _): (usize, Int, usize),
(_, b, _): (usize, Option<Int>, usize),
(_, r, _): (usize, usize, usize),
) -> Stmt
{
level(k, l, r, LevelKeyword::Random, None, name, bones, Some(chain), place, b.as_ref().map(|_| a.clone()), Some(b.unwrap_or(a)))
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action16<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, k, _): (usize, Span, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, display, _): (usize, Str, usize),
(_, name, _): (usize, Str, usize),
(_, bones, _): (usize, Str, usize),
(_, chain, _): (usize, Str, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, place, _): (usize, Couple, usize),
(_, a, _): (usize, Int, usize),
(_, b, _): (usize, Option<Int>, usize),
(_, r, _): (usize, usize, usize),
) -> Stmt
{
level(k, l, r, LevelKeyword::Random, Some(display), name, bones, Some(chain), place, b.as_ref().map(|_| a.clone()), Some(b.unwrap_or(a)))
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action17<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, k, _): (usize, Span, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, desc, _): (usize, Spanned<Descriptor>, usize),
(_, r, _): (usize, usize, usize),
) -> Stmt
{
Stmt { kind: StmtKind::LevelDesc { is_align: false, desc }, keyword: k, span: Span::new(l, r) }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action18<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, k, _): (usize, Span, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, desc, _): (usize, Spanned<Descriptor>, usize),
(_, r, _): (usize, usize, usize),
) -> Stmt
{
Stmt { kind: StmtKind::LevelDesc { is_align: true, desc }, keyword: k, span: Span::new(l, r) }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action19<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, k, _): (usize, Span, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, name, _): (usize, Str, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, place, _): (usize, Couple, usize),
(_, kind, _): (usize, Option<Spanned<BranchType>>, usize),
(_, up, _): (usize, Option<Spanned<bool>>, usize),
(_, entry, _): (usize, Option<Int>, usize),
(_, r, _): (usize, usize, usize),
) -> Stmt
{
Stmt { kind: StmtKind::Branch { name, chain: None, place, kind, up, entry }, keyword: k, span: Span::new(l, r) }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action20<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, k, _): (usize, Span, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, name, _): (usize, Str, usize),
(_, chain, _): (usize, Str, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, place, _): (usize, Couple, usize),
(_, kind, _): (usize, Option<Spanned<BranchType>>, usize),
(_, up, _): (usize, Option<Spanned<bool>>, usize),
(_, entry, _): (usize, Option<Int>, usize),
(_, r, _): (usize, usize, usize),
) -> Stmt
{
Stmt { kind: StmtKind::Branch { name, chain: Some(chain), place, kind, up, entry }, keyword: k, span: Span::new(l, r) }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action21<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, e, _): (usize, __lalrpop_util::ErrorRecovery<usize, Tok<'src>, Never>, usize),
(_, r, _): (usize, usize, usize),
) -> Stmt
{
{
        sink.error(e);
        Stmt { kind: StmtKind::Error, keyword: Span::new(l, r), span: Span::new(l, r) }
    }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action22<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, v, _): (usize, i32, usize),
(_, r, _): (usize, usize, usize),
) -> Int
{
Spanned::new(v, Span::new(l, r))
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action23<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, __0, _): (usize, Int, usize),
) -> Int
{
__0
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action24<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, s, _): (usize, &'src [u8], usize),
(_, r, _): (usize, usize, usize),
) -> Str
{
Spanned::new(s.to_vec(), Span::new(l, r))
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action25<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, v, _): (usize, i32, usize),
(_, r, _): (usize, usize, usize),
) -> Int
{
Spanned::new(v, Span::new(l, r))
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action26<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, d, _): (usize, Descriptor, usize),
(_, r, _): (usize, usize, usize),
) -> Spanned<Descriptor>
{
Spanned::new(d, Span::new(l, r))
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action27<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, base, _): (usize, Int, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, rand, _): (usize, Int, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Couple
{
Couple { base, rand, span: Span::new(l, r) }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action28<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Spanned<BranchType>
{
Spanned::new(BranchType::Stair, Span::new(l, r))
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action29<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Spanned<BranchType>
{
Spanned::new(BranchType::NoUp, Span::new(l, r))
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action30<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Spanned<BranchType>
{
Spanned::new(BranchType::NoDown, Span::new(l, r))
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action31<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Spanned<BranchType>
{
Spanned::new(BranchType::Portal, Span::new(l, r))
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action32<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Spanned<bool>
{
Spanned::new(true, Span::new(l, r))
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action33<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Spanned<bool>
{
Spanned::new(false, Span::new(l, r))
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action34<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Span
{
Span::new(l, r)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action35<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, __0, _): (usize, Spanned<bool>, usize),
) -> Option<Spanned<bool>>
{
Some(__0)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action36<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookbehind: &usize,
__lookahead: &usize,
) -> Option<Spanned<bool>>
{
None
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action37<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, __0, _): (usize, Spanned<BranchType>, usize),
) -> Option<Spanned<BranchType>>
{
Some(__0)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action38<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookbehind: &usize,
__lookahead: &usize,
) -> Option<Spanned<BranchType>>
{
None
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action39<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Span
{
Span::new(l, r)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action40<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Span
{
Span::new(l, r)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action41<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Span
{
Span::new(l, r)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action42<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Span
{
Span::new(l, r)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action43<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Span
{
Span::new(l, r)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action44<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Span
{
Span::new(l, r)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action45<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Span
{
Span::new(l, r)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action46<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Span
{
Span::new(l, r)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action47<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Span
{
Span::new(l, r)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action48<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Span
{
Span::new(l, r)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action49<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Span
{
Span::new(l, r)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action50<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Span
{
Span::new(l, r)
}

#[allow(unused_variables)]
#[allow(clippy::needless_lifetimes)]
fn __action51<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookbehind: &usize,
__lookahead: &usize,
) -> usize
{
*__lookbehind
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action52<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, __0, _): (usize, Int, usize),
) -> Option<Int>
{
Some(__0)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action53<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookbehind: &usize,
__lookahead: &usize,
) -> Option<Int>
{
None
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action54<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, l, _): (usize, usize, usize),
(_, _, _): (usize, Tok<'src>, usize),
(_, r, _): (usize, usize, usize),
) -> Span
{
Span::new(l, r)
}

#[allow(unused_variables)]
#[allow(clippy::needless_lifetimes)]
fn __action55<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookbehind: &usize,
__lookahead: &usize,
) -> usize
{
*__lookahead
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action56<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookbehind: &usize,
__lookahead: &usize,
) -> alloc::vec::Vec<()>
{
alloc::vec![]
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action57<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, v, _): (usize, alloc::vec::Vec<()>, usize),
) -> alloc::vec::Vec<()>
{
v
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action58<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, __0, _): (usize, (), usize),
) -> alloc::vec::Vec<()>
{
alloc::vec![__0]
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes, clippy::just_underscores_and_digits, clippy::extra_unused_type_parameters)]
fn __action59<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
(_, v, _): (usize, alloc::vec::Vec<()>, usize),
(_, e, _): (usize, (), usize),
) -> alloc::vec::Vec<()>
{
{ let mut v = v; v.push(e); v }
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action60<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Spanned<BranchType>
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action28(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action61<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Spanned<BranchType>
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action29(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action62<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Spanned<BranchType>
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action30(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action63<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Spanned<BranchType>
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action31(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action64<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, Int, usize),
__2: (usize, Tok<'src>, usize),
__3: (usize, Int, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, usize, usize),
) -> Couple
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action27(
sink,
__temp0,
__0,
__1,
__2,
__3,
__4,
__5,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action65<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Descriptor, usize),
__1: (usize, usize, usize),
) -> Spanned<Descriptor>
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action26(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action66<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Spanned<bool>
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action32(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action67<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Spanned<bool>
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action33(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action68<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, i32, usize),
__1: (usize, usize, usize),
) -> Int
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action25(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action69<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Span
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action48(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action70<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Span
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action39(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action71<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Span
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action34(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action72<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Span
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action43(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action73<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Span
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action49(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action74<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Span
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action54(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action75<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Span
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action50(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action76<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Span
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action40(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action77<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Span
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action45(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action78<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Span
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action41(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action79<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Span
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action47(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action80<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Span
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action42(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action81<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Span
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action44(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action82<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, usize, usize),
) -> Span
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action46(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action83<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Couple, usize),
__5: (usize, Option<Int>, usize),
__6: (usize, usize, usize),
) -> Stmt
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action3(
sink,
__temp0,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action84<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Int, usize),
__3: (usize, usize, usize),
) -> Stmt
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action4(
sink,
__temp0,
__0,
__1,
__2,
__3,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action85<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Spanned<Descriptor>, usize),
__3: (usize, usize, usize),
) -> Stmt
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action5(
sink,
__temp0,
__0,
__1,
__2,
__3,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action86<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Spanned<Descriptor>, usize),
__3: (usize, usize, usize),
) -> Stmt
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action6(
sink,
__temp0,
__0,
__1,
__2,
__3,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action87<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, usize, usize),
) -> Stmt
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action7(
sink,
__temp0,
__0,
__1,
__2,
__3,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action88<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Int, usize),
__3: (usize, usize, usize),
) -> Stmt
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action8(
sink,
__temp0,
__0,
__1,
__2,
__3,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action89<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Option<Int>, usize),
__7: (usize, usize, usize),
) -> Stmt
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action9(
sink,
__temp0,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action90<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Tok<'src>, usize),
__6: (usize, Couple, usize),
__7: (usize, Option<Int>, usize),
__8: (usize, usize, usize),
) -> Stmt
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action10(
sink,
__temp0,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__8,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action91<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Int, usize),
__7: (usize, Option<Int>, usize),
__8: (usize, usize, usize),
) -> Stmt
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action11(
sink,
__temp0,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__8,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action92<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Tok<'src>, usize),
__6: (usize, Couple, usize),
__7: (usize, Int, usize),
__8: (usize, Option<Int>, usize),
__9: (usize, usize, usize),
) -> Stmt
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action12(
sink,
__temp0,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__8,
__9,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action93<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Tok<'src>, usize),
__6: (usize, Couple, usize),
__7: (usize, Option<Int>, usize),
__8: (usize, usize, usize),
) -> Stmt
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action13(
sink,
__temp0,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__8,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action94<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Str, usize),
__6: (usize, Tok<'src>, usize),
__7: (usize, Couple, usize),
__8: (usize, Option<Int>, usize),
__9: (usize, usize, usize),
) -> Stmt
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action14(
sink,
__temp0,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__8,
__9,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action95<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Tok<'src>, usize),
__6: (usize, Couple, usize),
__7: (usize, Int, usize),
__8: (usize, Option<Int>, usize),
__9: (usize, usize, usize),
) -> Stmt
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action15(
sink,
__temp0,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__8,
__9,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action96<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Str, usize),
__6: (usize, Tok<'src>, usize),
__7: (usize, Couple, usize),
__8: (usize, Int, usize),
__9: (usize, Option<Int>, usize),
__10: (usize, usize, usize),
) -> Stmt
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action16(
sink,
__temp0,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__8,
__9,
__10,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action97<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Spanned<Descriptor>, usize),
__3: (usize, usize, usize),
) -> Stmt
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action17(
sink,
__temp0,
__0,
__1,
__2,
__3,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action98<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Spanned<Descriptor>, usize),
__3: (usize, usize, usize),
) -> Stmt
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action18(
sink,
__temp0,
__0,
__1,
__2,
__3,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action99<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Tok<'src>, usize),
__4: (usize, Couple, usize),
__5: (usize, Option<Spanned<BranchType>>, usize),
__6: (usize, Option<Spanned<bool>>, usize),
__7: (usize, Option<Int>, usize),
__8: (usize, usize, usize),
) -> Stmt
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action19(
sink,
__temp0,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__8,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action100<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Option<Spanned<BranchType>>, usize),
__7: (usize, Option<Spanned<bool>>, usize),
__8: (usize, Option<Int>, usize),
__9: (usize, usize, usize),
) -> Stmt
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action20(
sink,
__temp0,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__8,
__9,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action101<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, __lalrpop_util::ErrorRecovery<usize, Tok<'src>, Never>, usize),
__1: (usize, usize, usize),
) -> Stmt
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action21(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action102<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, &'src [u8], usize),
__1: (usize, usize, usize),
) -> Str
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action24(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action103<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, i32, usize),
__1: (usize, usize, usize),
) -> Int
{
let __start0 = __0.0.clone();
let __end0 = __0.0.clone();
let __temp0 = __action55(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action22(
sink,
__temp0,
__0,
__1,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action104<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Spanned<BranchType>
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action60(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action105<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Spanned<BranchType>
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action61(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action106<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Spanned<BranchType>
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action62(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action107<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Spanned<BranchType>
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action63(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action108<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
__1: (usize, Int, usize),
__2: (usize, Tok<'src>, usize),
__3: (usize, Int, usize),
__4: (usize, Tok<'src>, usize),
) -> Couple
{
let __start0 = __4.2.clone();
let __end0 = __4.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action64(
sink,
__0,
__1,
__2,
__3,
__4,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action109<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Descriptor, usize),
) -> Spanned<Descriptor>
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action65(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action110<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Spanned<bool>
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action66(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action111<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Spanned<bool>
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action67(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action112<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, i32, usize),
) -> Int
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action68(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action113<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Span
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action69(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action114<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Span
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action70(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action115<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Span
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action71(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action116<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Span
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action72(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action117<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Span
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action73(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action118<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Span
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action74(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action119<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Span
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action75(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action120<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Span
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action76(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action121<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Span
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action77(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action122<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Span
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action78(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action123<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Span
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action79(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action124<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Span
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action80(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action125<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Span
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action81(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action126<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Tok<'src>, usize),
) -> Span
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action82(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action127<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Couple, usize),
__5: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __5.2.clone();
let __end0 = __5.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action83(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action128<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Int, usize),
) -> Stmt
{
let __start0 = __2.2.clone();
let __end0 = __2.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action84(
sink,
__0,
__1,
__2,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action129<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Spanned<Descriptor>, usize),
) -> Stmt
{
let __start0 = __2.2.clone();
let __end0 = __2.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action85(
sink,
__0,
__1,
__2,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action130<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Spanned<Descriptor>, usize),
) -> Stmt
{
let __start0 = __2.2.clone();
let __end0 = __2.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action86(
sink,
__0,
__1,
__2,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action131<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
) -> Stmt
{
let __start0 = __2.2.clone();
let __end0 = __2.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action87(
sink,
__0,
__1,
__2,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action132<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Int, usize),
) -> Stmt
{
let __start0 = __2.2.clone();
let __end0 = __2.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action88(
sink,
__0,
__1,
__2,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action133<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __6.2.clone();
let __end0 = __6.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action89(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action134<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Tok<'src>, usize),
__6: (usize, Couple, usize),
__7: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __7.2.clone();
let __end0 = __7.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action90(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action135<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Int, usize),
__7: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __7.2.clone();
let __end0 = __7.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action91(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action136<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Tok<'src>, usize),
__6: (usize, Couple, usize),
__7: (usize, Int, usize),
__8: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __8.2.clone();
let __end0 = __8.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action92(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__8,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action137<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Tok<'src>, usize),
__6: (usize, Couple, usize),
__7: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __7.2.clone();
let __end0 = __7.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action93(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action138<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Str, usize),
__6: (usize, Tok<'src>, usize),
__7: (usize, Couple, usize),
__8: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __8.2.clone();
let __end0 = __8.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action94(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__8,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action139<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Tok<'src>, usize),
__6: (usize, Couple, usize),
__7: (usize, Int, usize),
__8: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __8.2.clone();
let __end0 = __8.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action95(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__8,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action140<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Str, usize),
__6: (usize, Tok<'src>, usize),
__7: (usize, Couple, usize),
__8: (usize, Int, usize),
__9: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __9.2.clone();
let __end0 = __9.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action96(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__8,
__9,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action141<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Spanned<Descriptor>, usize),
) -> Stmt
{
let __start0 = __2.2.clone();
let __end0 = __2.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action97(
sink,
__0,
__1,
__2,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action142<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Spanned<Descriptor>, usize),
) -> Stmt
{
let __start0 = __2.2.clone();
let __end0 = __2.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action98(
sink,
__0,
__1,
__2,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action143<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Tok<'src>, usize),
__4: (usize, Couple, usize),
__5: (usize, Option<Spanned<BranchType>>, usize),
__6: (usize, Option<Spanned<bool>>, usize),
__7: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __7.2.clone();
let __end0 = __7.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action99(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action144<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Option<Spanned<BranchType>>, usize),
__7: (usize, Option<Spanned<bool>>, usize),
__8: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __8.2.clone();
let __end0 = __8.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action100(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__8,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action145<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, __lalrpop_util::ErrorRecovery<usize, Tok<'src>, Never>, usize),
) -> Stmt
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action101(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action146<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, &'src [u8], usize),
) -> Str
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action102(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action147<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, i32, usize),
) -> Int
{
let __start0 = __0.2.clone();
let __end0 = __0.2.clone();
let __temp0 = __action51(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action103(
sink,
__0,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action148<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Tok<'src>, usize),
__4: (usize, Couple, usize),
__5: (usize, Spanned<BranchType>, usize),
__6: (usize, Option<Spanned<bool>>, usize),
__7: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __5.0.clone();
let __end0 = __5.2.clone();
let __temp0 = __action37(
sink,
__5,
);
let __temp0 = (__start0, __temp0, __end0);
__action143(
sink,
__0,
__1,
__2,
__3,
__4,
__temp0,
__6,
__7,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action149<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Tok<'src>, usize),
__4: (usize, Couple, usize),
__5: (usize, Option<Spanned<bool>>, usize),
__6: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __4.2.clone();
let __end0 = __5.0.clone();
let __temp0 = __action38(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action143(
sink,
__0,
__1,
__2,
__3,
__4,
__temp0,
__5,
__6,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action150<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Spanned<BranchType>, usize),
__7: (usize, Option<Spanned<bool>>, usize),
__8: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __6.0.clone();
let __end0 = __6.2.clone();
let __temp0 = __action37(
sink,
__6,
);
let __temp0 = (__start0, __temp0, __end0);
__action144(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__temp0,
__7,
__8,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action151<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Option<Spanned<bool>>, usize),
__7: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __5.2.clone();
let __end0 = __6.0.clone();
let __temp0 = __action38(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action144(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__temp0,
__6,
__7,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action152<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Tok<'src>, usize),
__4: (usize, Couple, usize),
__5: (usize, Spanned<BranchType>, usize),
__6: (usize, Spanned<bool>, usize),
__7: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __6.0.clone();
let __end0 = __6.2.clone();
let __temp0 = __action35(
sink,
__6,
);
let __temp0 = (__start0, __temp0, __end0);
__action148(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__temp0,
__7,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action153<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Tok<'src>, usize),
__4: (usize, Couple, usize),
__5: (usize, Spanned<BranchType>, usize),
__6: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __5.2.clone();
let __end0 = __6.0.clone();
let __temp0 = __action36(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action148(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__temp0,
__6,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action154<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Tok<'src>, usize),
__4: (usize, Couple, usize),
__5: (usize, Spanned<bool>, usize),
__6: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __5.0.clone();
let __end0 = __5.2.clone();
let __temp0 = __action35(
sink,
__5,
);
let __temp0 = (__start0, __temp0, __end0);
__action149(
sink,
__0,
__1,
__2,
__3,
__4,
__temp0,
__6,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action155<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Tok<'src>, usize),
__4: (usize, Couple, usize),
__5: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __4.2.clone();
let __end0 = __5.0.clone();
let __temp0 = __action36(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action149(
sink,
__0,
__1,
__2,
__3,
__4,
__temp0,
__5,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action156<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Spanned<BranchType>, usize),
__7: (usize, Spanned<bool>, usize),
__8: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __7.0.clone();
let __end0 = __7.2.clone();
let __temp0 = __action35(
sink,
__7,
);
let __temp0 = (__start0, __temp0, __end0);
__action150(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__temp0,
__8,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action157<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Spanned<BranchType>, usize),
__7: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __6.2.clone();
let __end0 = __7.0.clone();
let __temp0 = __action36(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action150(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__temp0,
__7,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action158<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Spanned<bool>, usize),
__7: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __6.0.clone();
let __end0 = __6.2.clone();
let __temp0 = __action35(
sink,
__6,
);
let __temp0 = (__start0, __temp0, __end0);
__action151(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__temp0,
__7,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action159<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Option<Int>, usize),
) -> Stmt
{
let __start0 = __5.2.clone();
let __end0 = __6.0.clone();
let __temp0 = __action36(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action151(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__temp0,
__6,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action160<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Couple, usize),
__5: (usize, Int, usize),
) -> Stmt
{
let __start0 = __5.0.clone();
let __end0 = __5.2.clone();
let __temp0 = __action52(
sink,
__5,
);
let __temp0 = (__start0, __temp0, __end0);
__action127(
sink,
__0,
__1,
__2,
__3,
__4,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action161<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Couple, usize),
) -> Stmt
{
let __start0 = __4.2.clone();
let __end0 = __4.2.clone();
let __temp0 = __action53(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action127(
sink,
__0,
__1,
__2,
__3,
__4,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action162<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Int, usize),
) -> Stmt
{
let __start0 = __6.0.clone();
let __end0 = __6.2.clone();
let __temp0 = __action52(
sink,
__6,
);
let __temp0 = (__start0, __temp0, __end0);
__action133(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action163<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
) -> Stmt
{
let __start0 = __5.2.clone();
let __end0 = __5.2.clone();
let __temp0 = __action53(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action133(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action164<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Tok<'src>, usize),
__6: (usize, Couple, usize),
__7: (usize, Int, usize),
) -> Stmt
{
let __start0 = __7.0.clone();
let __end0 = __7.2.clone();
let __temp0 = __action52(
sink,
__7,
);
let __temp0 = (__start0, __temp0, __end0);
__action134(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action165<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Tok<'src>, usize),
__6: (usize, Couple, usize),
) -> Stmt
{
let __start0 = __6.2.clone();
let __end0 = __6.2.clone();
let __temp0 = __action53(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action134(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action166<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Int, usize),
__7: (usize, Int, usize),
) -> Stmt
{
let __start0 = __7.0.clone();
let __end0 = __7.2.clone();
let __temp0 = __action52(
sink,
__7,
);
let __temp0 = (__start0, __temp0, __end0);
__action135(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action167<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Int, usize),
) -> Stmt
{
let __start0 = __6.2.clone();
let __end0 = __6.2.clone();
let __temp0 = __action53(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action135(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action168<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Tok<'src>, usize),
__6: (usize, Couple, usize),
__7: (usize, Int, usize),
__8: (usize, Int, usize),
) -> Stmt
{
let __start0 = __8.0.clone();
let __end0 = __8.2.clone();
let __temp0 = __action52(
sink,
__8,
);
let __temp0 = (__start0, __temp0, __end0);
__action136(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action169<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Tok<'src>, usize),
__6: (usize, Couple, usize),
__7: (usize, Int, usize),
) -> Stmt
{
let __start0 = __7.2.clone();
let __end0 = __7.2.clone();
let __temp0 = __action53(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action136(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action170<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Tok<'src>, usize),
__6: (usize, Couple, usize),
__7: (usize, Int, usize),
) -> Stmt
{
let __start0 = __7.0.clone();
let __end0 = __7.2.clone();
let __temp0 = __action52(
sink,
__7,
);
let __temp0 = (__start0, __temp0, __end0);
__action137(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action171<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Tok<'src>, usize),
__6: (usize, Couple, usize),
) -> Stmt
{
let __start0 = __6.2.clone();
let __end0 = __6.2.clone();
let __temp0 = __action53(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action137(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action172<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Str, usize),
__6: (usize, Tok<'src>, usize),
__7: (usize, Couple, usize),
__8: (usize, Int, usize),
) -> Stmt
{
let __start0 = __8.0.clone();
let __end0 = __8.2.clone();
let __temp0 = __action52(
sink,
__8,
);
let __temp0 = (__start0, __temp0, __end0);
__action138(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action173<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Str, usize),
__6: (usize, Tok<'src>, usize),
__7: (usize, Couple, usize),
) -> Stmt
{
let __start0 = __7.2.clone();
let __end0 = __7.2.clone();
let __temp0 = __action53(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action138(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action174<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Tok<'src>, usize),
__6: (usize, Couple, usize),
__7: (usize, Int, usize),
__8: (usize, Int, usize),
) -> Stmt
{
let __start0 = __8.0.clone();
let __end0 = __8.2.clone();
let __temp0 = __action52(
sink,
__8,
);
let __temp0 = (__start0, __temp0, __end0);
__action139(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action175<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Tok<'src>, usize),
__6: (usize, Couple, usize),
__7: (usize, Int, usize),
) -> Stmt
{
let __start0 = __7.2.clone();
let __end0 = __7.2.clone();
let __temp0 = __action53(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action139(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action176<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Str, usize),
__6: (usize, Tok<'src>, usize),
__7: (usize, Couple, usize),
__8: (usize, Int, usize),
__9: (usize, Int, usize),
) -> Stmt
{
let __start0 = __9.0.clone();
let __end0 = __9.2.clone();
let __temp0 = __action52(
sink,
__9,
);
let __temp0 = (__start0, __temp0, __end0);
__action140(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__8,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action177<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Str, usize),
__5: (usize, Str, usize),
__6: (usize, Tok<'src>, usize),
__7: (usize, Couple, usize),
__8: (usize, Int, usize),
) -> Stmt
{
let __start0 = __8.2.clone();
let __end0 = __8.2.clone();
let __temp0 = __action53(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action140(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__8,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action178<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Tok<'src>, usize),
__4: (usize, Couple, usize),
__5: (usize, Spanned<BranchType>, usize),
__6: (usize, Spanned<bool>, usize),
__7: (usize, Int, usize),
) -> Stmt
{
let __start0 = __7.0.clone();
let __end0 = __7.2.clone();
let __temp0 = __action52(
sink,
__7,
);
let __temp0 = (__start0, __temp0, __end0);
__action152(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action179<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Tok<'src>, usize),
__4: (usize, Couple, usize),
__5: (usize, Spanned<BranchType>, usize),
__6: (usize, Spanned<bool>, usize),
) -> Stmt
{
let __start0 = __6.2.clone();
let __end0 = __6.2.clone();
let __temp0 = __action53(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action152(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action180<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Tok<'src>, usize),
__4: (usize, Couple, usize),
__5: (usize, Spanned<BranchType>, usize),
__6: (usize, Int, usize),
) -> Stmt
{
let __start0 = __6.0.clone();
let __end0 = __6.2.clone();
let __temp0 = __action52(
sink,
__6,
);
let __temp0 = (__start0, __temp0, __end0);
__action153(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action181<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Tok<'src>, usize),
__4: (usize, Couple, usize),
__5: (usize, Spanned<BranchType>, usize),
) -> Stmt
{
let __start0 = __5.2.clone();
let __end0 = __5.2.clone();
let __temp0 = __action53(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action153(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action182<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Tok<'src>, usize),
__4: (usize, Couple, usize),
__5: (usize, Spanned<bool>, usize),
__6: (usize, Int, usize),
) -> Stmt
{
let __start0 = __6.0.clone();
let __end0 = __6.2.clone();
let __temp0 = __action52(
sink,
__6,
);
let __temp0 = (__start0, __temp0, __end0);
__action154(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action183<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Tok<'src>, usize),
__4: (usize, Couple, usize),
__5: (usize, Spanned<bool>, usize),
) -> Stmt
{
let __start0 = __5.2.clone();
let __end0 = __5.2.clone();
let __temp0 = __action53(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action154(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action184<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Tok<'src>, usize),
__4: (usize, Couple, usize),
__5: (usize, Int, usize),
) -> Stmt
{
let __start0 = __5.0.clone();
let __end0 = __5.2.clone();
let __temp0 = __action52(
sink,
__5,
);
let __temp0 = (__start0, __temp0, __end0);
__action155(
sink,
__0,
__1,
__2,
__3,
__4,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action185<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Tok<'src>, usize),
__4: (usize, Couple, usize),
) -> Stmt
{
let __start0 = __4.2.clone();
let __end0 = __4.2.clone();
let __temp0 = __action53(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action155(
sink,
__0,
__1,
__2,
__3,
__4,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action186<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Spanned<BranchType>, usize),
__7: (usize, Spanned<bool>, usize),
__8: (usize, Int, usize),
) -> Stmt
{
let __start0 = __8.0.clone();
let __end0 = __8.2.clone();
let __temp0 = __action52(
sink,
__8,
);
let __temp0 = (__start0, __temp0, __end0);
__action156(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action187<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Spanned<BranchType>, usize),
__7: (usize, Spanned<bool>, usize),
) -> Stmt
{
let __start0 = __7.2.clone();
let __end0 = __7.2.clone();
let __temp0 = __action53(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action156(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__7,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action188<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Spanned<BranchType>, usize),
__7: (usize, Int, usize),
) -> Stmt
{
let __start0 = __7.0.clone();
let __end0 = __7.2.clone();
let __temp0 = __action52(
sink,
__7,
);
let __temp0 = (__start0, __temp0, __end0);
__action157(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action189<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Spanned<BranchType>, usize),
) -> Stmt
{
let __start0 = __6.2.clone();
let __end0 = __6.2.clone();
let __temp0 = __action53(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action157(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action190<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Spanned<bool>, usize),
__7: (usize, Int, usize),
) -> Stmt
{
let __start0 = __7.0.clone();
let __end0 = __7.2.clone();
let __temp0 = __action52(
sink,
__7,
);
let __temp0 = (__start0, __temp0, __end0);
__action158(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action191<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Spanned<bool>, usize),
) -> Stmt
{
let __start0 = __6.2.clone();
let __end0 = __6.2.clone();
let __temp0 = __action53(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action158(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__6,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action192<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
__6: (usize, Int, usize),
) -> Stmt
{
let __start0 = __6.0.clone();
let __end0 = __6.2.clone();
let __temp0 = __action52(
sink,
__6,
);
let __temp0 = (__start0, __temp0, __end0);
__action159(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action193<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, Span, usize),
__1: (usize, Tok<'src>, usize),
__2: (usize, Str, usize),
__3: (usize, Str, usize),
__4: (usize, Tok<'src>, usize),
__5: (usize, Couple, usize),
) -> Stmt
{
let __start0 = __5.2.clone();
let __end0 = __5.2.clone();
let __temp0 = __action53(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action159(
sink,
__0,
__1,
__2,
__3,
__4,
__5,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action194<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__lookbehind: &usize,
__lookahead: &usize,
)
{
let __start0 = __lookbehind.clone();
let __end0 = __lookahead.clone();
let __temp0 = __action56(
sink,
&__start0,
&__end0,
);
let __temp0 = (__start0, __temp0, __end0);
__action1(
sink,
__temp0,
)
}

#[allow(unused_variables)]
#[allow(clippy::too_many_arguments, clippy::needless_lifetimes,
    clippy::just_underscores_and_digits, clippy::clone_on_copy, clippy::unit_arg)]
fn __action195<
    'src,
    'sink,
    'f,
>(
sink: &'sink mut Sink<'src, 'f>,
__0: (usize, alloc::vec::Vec<()>, usize),
)
{
let __start0 = __0.0.clone();
let __end0 = __0.2.clone();
let __temp0 = __action57(
sink,
__0,
);
let __temp0 = (__start0, __temp0, __end0);
__action1(
sink,
__temp0,
)
}

#[allow(clippy::type_complexity, dead_code)]
pub trait __ToTriple<'src, 'sink, 'f, >
{
fn to_triple(self) -> Result<(usize,Tok<'src>,usize), __lalrpop_util::ParseError<usize, Tok<'src>, Never>>;
}

impl<'src, 'sink, 'f, > __ToTriple<'src, 'sink, 'f, > for (usize, Tok<'src>, usize)
{
fn to_triple(self) -> Result<(usize,Tok<'src>,usize), __lalrpop_util::ParseError<usize, Tok<'src>, Never>> {
Ok(self)
}
}
impl<'src, 'sink, 'f, > __ToTriple<'src, 'sink, 'f, > for Result<(usize, Tok<'src>, usize), Never>
{
fn to_triple(self) -> Result<(usize,Tok<'src>,usize), __lalrpop_util::ParseError<usize, Tok<'src>, Never>> {
self.map_err(|error| __lalrpop_util::ParseError::User { error })
}
}
