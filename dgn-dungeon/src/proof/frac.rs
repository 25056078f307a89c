//! Exact non-negative fractions for the proof's inner loops: two `u128`s
//! while they fit (nearly always), a [`BigRational`] once a product or sum
//! overflows. Every value is kept reduced, so the result is the same
//! fraction the big-integer arithmetic gives, only without allocating.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};
use std::ops::{Add, AddAssign, Mul};

/// A reduced fraction `n/d` (`d > 0`, `n >= 0`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Frac {
    /// Both terms fit a `u128`.
    Small(u128, u128),
    /// A term does not fit a `u128`.
    Big(BigRational),
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

impl Frac {
    /// Zero.
    pub(super) const ZERO: Frac = Frac::Small(0, 1);
    /// One.
    pub(super) const ONE: Frac = Frac::Small(1, 1);

    /// `n/d`, reduced (`d > 0`).
    pub(super) fn new(n: u128, d: u128) -> Frac {
        let g = gcd(n, d);
        if g == 0 {
            return Frac::ZERO;
        }
        Frac::Small(n / g, d / g)
    }

    fn from_big(r: BigRational) -> Frac {
        match (r.numer().to_u128(), r.denom().to_u128()) {
            (Some(n), Some(d)) => Frac::Small(n, d),
            _ => Frac::Big(r),
        }
    }

    fn big(&self) -> BigRational {
        match self {
            Frac::Small(n, d) => BigRational::new_raw(BigInt::from(*n), BigInt::from(*d)),
            Frac::Big(r) => r.clone(),
        }
    }

    /// The same fraction as a [`BigRational`].
    pub(super) fn to_big(&self) -> BigRational {
        self.big()
    }

    /// True for 0.
    pub(super) fn is_zero(&self) -> bool {
        match self {
            Frac::Small(n, _) => *n == 0,
            Frac::Big(r) => r.is_zero(),
        }
    }
}

impl Mul<&Frac> for &Frac {
    type Output = Frac;
    fn mul(self, o: &Frac) -> Frac {
        if let (Frac::Small(a, b), Frac::Small(c, d)) = (self, o) {
            if *a == 0 || *c == 0 {
                return Frac::ZERO;
            }
            let g1 = gcd(*a, *d);
            let g2 = gcd(*c, *b);
            let (a, d) = (a / g1, d / g1);
            let (c, b) = (c / g2, b / g2);
            if let (Some(n), Some(m)) = (a.checked_mul(c), b.checked_mul(d)) {
                return Frac::Small(n, m);
            }
        }
        Frac::from_big(self.big() * o.big())
    }
}

impl Mul<&Frac> for Frac {
    type Output = Frac;
    fn mul(self, o: &Frac) -> Frac {
        &self * o
    }
}

impl Add<&Frac> for &Frac {
    type Output = Frac;
    fn add(self, o: &Frac) -> Frac {
        if let (Frac::Small(a, b), Frac::Small(c, d)) = (self, o) {
            if *a == 0 {
                return o.clone();
            }
            if *c == 0 {
                return self.clone();
            }
            if b == d {
                if let Some(n) = a.checked_add(*c) {
                    return Frac::new(n, *b);
                }
            } else {
                let g = gcd(*b, *d);
                let (bg, dg) = (b / g, d / g);
                let n = a
                    .checked_mul(dg)
                    .and_then(|x| c.checked_mul(bg).and_then(|y| x.checked_add(y)));
                let m = b.checked_mul(dg);
                if let (Some(n), Some(m)) = (n, m) {
                    return Frac::new(n, m);
                }
            }
        }
        Frac::from_big(self.big() + o.big())
    }
}

impl AddAssign<&Frac> for Frac {
    fn add_assign(&mut self, o: &Frac) {
        *self = &*self + o;
    }
}

impl AddAssign<Frac> for Frac {
    fn add_assign(&mut self, o: Frac) {
        *self = &*self + &o;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn big(n: i64, d: i64) -> BigRational {
        BigRational::new(BigInt::from(n), BigInt::from(d))
    }

    #[test]
    fn agrees_with_big_rationals_across_overflow() {
        // Repeated products and sums that leave u128 and come back.
        let mut f = Frac::ONE;
        let mut b = big(1, 1);
        let factors = [(3, 100), (7, 9), (1, 31), (97, 100), (1, 29), (13, 17)];
        for i in 0..80 {
            let (n, d) = factors[i % factors.len()];
            f = &f * &Frac::new(n as u128, d as u128);
            b *= big(n, d);
            assert_eq!(f.to_big(), b, "product {i}");
            let s = Frac::new(1, 1 + i as u128);
            f = &f + &s;
            b += big(1, 1 + i as i64);
            assert_eq!(f.to_big(), b, "sum {i}");
        }
        assert!(matches!(f, Frac::Big(_)));
        // Back to small once the big terms cancel.
        let inv = Frac::from_big(b.recip());
        let one = &f * &inv;
        assert_eq!(one, Frac::ONE);
        assert!(Frac::ZERO.is_zero() && !one.is_zero());
        assert_eq!(gcd(1 << 100, 3 << 70), 1 << 70);
    }
}
