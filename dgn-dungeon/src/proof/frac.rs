//! Exact non-negative fractions: two `u128`s while they fit (nearly always),
//! arbitrary-precision terms ([`Nat`]) once a product or sum overflows. Every
//! value is kept reduced, so equal fractions compare equal whichever form
//! they are in, and the common case never allocates.

use super::nat::Nat;
use std::cmp::Ordering;
use std::ops::{Add, AddAssign, Mul, MulAssign};

/// An exact probability (any non-negative fraction): a reduced `n/d` with
/// `d > 0`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Probability(Repr);

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Repr {
    /// Both terms fit a `u128`.
    Small(u128, u128),
    /// A term does not fit a `u128` (reduced, and never representable as
    /// `Small`).
    Big(Nat, Nat),
}

fn gcd64(mut a: u64, mut b: u64) -> u64 {
    if a == 0 {
        return b;
    }
    if b == 0 {
        return a;
    }
    let shift = (a | b).trailing_zeros();
    a >>= a.trailing_zeros();
    loop {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            return a << shift;
        }
    }
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    if (a | b) >> 64 == 0 {
        return u128::from(gcd64(a as u64, b as u64));
    }
    if a == 0 {
        return b;
    }
    if b == 0 {
        return a;
    }
    let shift = (a | b).trailing_zeros();
    a >>= a.trailing_zeros();
    loop {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            return a << shift;
        }
        if (a | b) >> 64 == 0 {
            return u128::from(gcd64(a as u64, b as u64)) << shift;
        }
    }
}

impl Probability {
    /// Zero.
    pub const ZERO: Probability = Probability(Repr::Small(0, 1));
    /// One.
    pub const ONE: Probability = Probability(Repr::Small(1, 1));

    /// `n/d`, reduced. A zero `d` gives zero (there is no such fraction).
    pub fn new(n: u128, d: u128) -> Probability {
        let g = gcd(n, d);
        if g == 0 || d == 0 {
            return Probability::ZERO;
        }
        Probability(Repr::Small(n / g, d / g))
    }

    /// Zero.
    pub fn zero() -> Probability {
        Probability::ZERO
    }

    /// One.
    pub fn one() -> Probability {
        Probability::ONE
    }

    /// From big terms, reduced.
    fn from_nats(n: Nat, d: Nat) -> Probability {
        if n.is_zero() {
            return Probability::ZERO;
        }
        let g = n.gcd(&d);
        let (n, d) = if g == Nat::from_u128(1) {
            (n, d)
        } else {
            (n.div_rem(&g).0, d.div_rem(&g).0)
        };
        match (n.to_u128(), d.to_u128()) {
            (Some(a), Some(b)) => Probability(Repr::Small(a, b)),
            _ => Probability(Repr::Big(n, d)),
        }
    }

    fn nats(&self) -> (Nat, Nat) {
        match &self.0 {
            Repr::Small(n, d) => (Nat::from_u128(*n), Nat::from_u128(*d)),
            Repr::Big(n, d) => (n.clone(), d.clone()),
        }
    }

    /// True for 0.
    pub fn is_zero(&self) -> bool {
        matches!(self.0, Repr::Small(0, _))
    }

    /// True for 1.
    pub fn is_one(&self) -> bool {
        matches!(self.0, Repr::Small(1, 1))
    }

    /// The numerator of the reduced fraction, in decimal.
    pub fn numer(&self) -> String {
        match &self.0 {
            Repr::Small(n, _) => n.to_string(),
            Repr::Big(n, _) => n.to_string(),
        }
    }

    /// The denominator of the reduced fraction, in decimal.
    pub fn denom(&self) -> String {
        match &self.0 {
            Repr::Small(_, d) => d.to_string(),
            Repr::Big(_, d) => d.to_string(),
        }
    }

    /// `floor(self * scale + 1/2)` and whether `self * scale` is a whole
    /// number, saturated at `u128::MAX`.
    pub(crate) fn scaled(&self, scale: u128) -> (u128, bool) {
        let (n, d) = self.nats();
        let s = n.mul(&Nat::from_u128(scale));
        let whole = s.div_rem(&d).1.is_zero();
        let twice = s.add(&s).add(&d);
        let q = twice.div_rem(&d.add(&d)).0;
        (q.to_u128().unwrap_or(u128::MAX), whole)
    }
}

impl std::fmt::Display for Probability {
    /// `n/d`, or `n` when `d` is 1.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Repr::Small(n, 1) = self.0 {
            return write!(f, "{n}");
        }
        write!(f, "{}/{}", self.numer(), self.denom())
    }
}

impl Ord for Probability {
    fn cmp(&self, o: &Probability) -> Ordering {
        if let (Repr::Small(a, b), Repr::Small(c, d)) = (&self.0, &o.0) {
            if let (Some(x), Some(y)) = (a.checked_mul(*d), c.checked_mul(*b)) {
                return x.cmp(&y);
            }
        }
        let ((a, b), (c, d)) = (self.nats(), o.nats());
        a.mul(&d).cmp(&c.mul(&b))
    }
}

impl PartialOrd for Probability {
    fn partial_cmp(&self, o: &Probability) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl Mul<&Probability> for &Probability {
    type Output = Probability;
    fn mul(self, o: &Probability) -> Probability {
        if let (Repr::Small(a, b), Repr::Small(c, d)) = (&self.0, &o.0) {
            if *a == 0 || *c == 0 {
                return Probability::ZERO;
            }
            // Certainty (kept reduced, 1/1) is the commonest factor.
            if a == b {
                return o.clone();
            }
            if c == d {
                return self.clone();
            }
            let g1 = gcd(*a, *d);
            let g2 = gcd(*c, *b);
            let (a, d) = (a / g1, d / g1);
            let (c, b) = (c / g2, b / g2);
            if let (Some(n), Some(m)) = (a.checked_mul(c), b.checked_mul(d)) {
                return Probability(Repr::Small(n, m));
            }
        }
        let ((a, b), (c, d)) = (self.nats(), o.nats());
        Probability::from_nats(a.mul(&c), b.mul(&d))
    }
}

impl Mul<&Probability> for Probability {
    type Output = Probability;
    fn mul(self, o: &Probability) -> Probability {
        &self * o
    }
}

impl Mul for Probability {
    type Output = Probability;
    fn mul(self, o: Probability) -> Probability {
        &self * &o
    }
}

impl MulAssign<&Probability> for Probability {
    fn mul_assign(&mut self, o: &Probability) {
        *self = &*self * o;
    }
}

impl MulAssign for Probability {
    fn mul_assign(&mut self, o: Probability) {
        *self = &*self * &o;
    }
}

impl Add<&Probability> for &Probability {
    type Output = Probability;
    fn add(self, o: &Probability) -> Probability {
        if let (Repr::Small(a, b), Repr::Small(c, d)) = (&self.0, &o.0) {
            if *a == 0 {
                return o.clone();
            }
            if *c == 0 {
                return self.clone();
            }
            if b == d {
                if let Some(n) = a.checked_add(*c) {
                    return Probability::new(n, *b);
                }
            } else {
                let g = gcd(*b, *d);
                let (bg, dg) = (b / g, d / g);
                let n = a
                    .checked_mul(dg)
                    .and_then(|x| c.checked_mul(bg).and_then(|y| x.checked_add(y)));
                let m = b.checked_mul(dg);
                if let (Some(n), Some(m)) = (n, m) {
                    return Probability::new(n, m);
                }
            }
        }
        let ((a, b), (c, d)) = (self.nats(), o.nats());
        Probability::from_nats(a.mul(&d).add(&c.mul(&b)), b.mul(&d))
    }
}

impl Add for Probability {
    type Output = Probability;
    fn add(self, o: Probability) -> Probability {
        &self + &o
    }
}

impl Add<&Probability> for Probability {
    type Output = Probability;
    fn add(self, o: &Probability) -> Probability {
        &self + o
    }
}

impl AddAssign<&Probability> for Probability {
    fn add_assign(&mut self, o: &Probability) {
        *self = &*self + o;
    }
}

impl AddAssign for Probability {
    fn add_assign(&mut self, o: Probability) {
        *self = &*self + &o;
    }
}

impl std::iter::Sum for Probability {
    fn sum<I: Iterator<Item = Probability>>(it: I) -> Probability {
        it.fold(Probability::ZERO, |a, b| &a + &b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fraction of two big terms, reduced the slow way.
    fn slow(n: &Nat, d: &Nat) -> (Nat, Nat) {
        let g = n.gcd(d);
        (n.div_rem(&g).0, d.div_rem(&g).0)
    }

    #[test]
    fn agrees_with_plain_big_arithmetic_across_overflow() {
        // Repeated products and sums that leave u128 and come back.
        let mut f = Probability::ONE;
        let (mut bn, mut bd) = (Nat::from_u128(1), Nat::from_u128(1));
        let factors = [(3, 100), (7, 9), (1, 31), (97, 100), (1, 29), (13, 17)];
        for i in 0..80 {
            let (n, d) = factors[i % factors.len()];
            f = &f * &Probability::new(n, d);
            (bn, bd) = slow(&bn.mul(&Nat::from_u128(n)), &bd.mul(&Nat::from_u128(d)));
            assert_eq!(f.nats(), (bn.clone(), bd.clone()), "product {i}");
            let s = Probability::new(1, 1 + i as u128);
            f = &f + &s;
            let (sn, sd) = (Nat::from_u128(1), Nat::from_u128(1 + i as u128));
            (bn, bd) = slow(&bn.mul(&sd).add(&sn.mul(&bd)), &bd.mul(&sd));
            assert_eq!(f.nats(), (bn.clone(), bd.clone()), "sum {i}");
        }
        assert!(matches!(f.0, Repr::Big(..)));
        // Back to small once the big terms cancel.
        let inv = Probability::from_nats(bd.clone(), bn.clone());
        let one = &f * &inv;
        assert_eq!(one, Probability::ONE);
        assert!(one.is_one() && Probability::ZERO.is_zero() && !one.is_zero());
        assert_eq!(f < Probability::ONE, inv > Probability::ONE);
        assert!(f < &f + &Probability::new(1, u128::MAX));
        assert!(Probability::new(1, 3) < Probability::new(1, 2));
        assert_eq!(gcd(1 << 100, 3 << 70), 1 << 70);
        assert_eq!(Probability::new(6, 8).to_string(), "3/4");
        assert_eq!(Probability::new(1, 8).scaled(100), (13, false));
        assert_eq!(Probability::new(1, 4).scaled(100), (25, true));
    }
}
