//! A small arbitrary-precision natural number, enough for the proof's rare
//! fractions whose terms outgrow a `u128`: addition, multiplication,
//! comparison, subtraction, greatest common divisor and exact division. The
//! numbers involved stay at a few hundred bits, so schoolbook methods (and a
//! bit-at-a-time division) are plenty.

use std::cmp::Ordering;

/// A natural number, little-endian `u64` limbs without trailing zero limbs
/// (zero is the empty vector).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) struct Nat(Vec<u64>);

impl Nat {
    pub(crate) fn from_u128(v: u128) -> Nat {
        let mut n = Nat(vec![v as u64, (v >> 64) as u64]);
        n.trim();
        n
    }

    /// The value, when it fits a `u128`.
    pub(crate) fn to_u128(&self) -> Option<u128> {
        match self.0.len() {
            0 => Some(0),
            1 => Some(u128::from(self.0[0])),
            2 => Some(u128::from(self.0[0]) | (u128::from(self.0[1]) << 64)),
            _ => None,
        }
    }

    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    pub(crate) fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    fn bits(&self) -> usize {
        match self.0.last() {
            None => 0,
            Some(&top) => self.0.len() * 64 - top.leading_zeros() as usize,
        }
    }

    fn bit(&self, i: usize) -> bool {
        self.0.get(i / 64).is_some_and(|w| w >> (i % 64) & 1 == 1)
    }

    fn trailing_zeros(&self) -> usize {
        let mut n = 0;
        for &w in &self.0 {
            if w == 0 {
                n += 64;
            } else {
                return n + w.trailing_zeros() as usize;
            }
        }
        n
    }

    pub(crate) fn add(&self, o: &Nat) -> Nat {
        let (a, b) = if self.0.len() >= o.0.len() {
            (self, o)
        } else {
            (o, self)
        };
        let mut out = Vec::with_capacity(a.0.len() + 1);
        let mut carry = 0u128;
        for i in 0..a.0.len() {
            let s = u128::from(a.0[i]) + u128::from(b.0.get(i).copied().unwrap_or(0)) + carry;
            out.push(s as u64);
            carry = s >> 64;
        }
        if carry != 0 {
            out.push(carry as u64);
        }
        Nat(out)
    }

    /// `self - o`, for `self >= o`.
    pub(crate) fn sub(&self, o: &Nat) -> Nat {
        debug_assert!(*self >= *o);
        let mut out = Vec::with_capacity(self.0.len());
        let mut borrow = false;
        for i in 0..self.0.len() {
            let (d, b1) = self.0[i].overflowing_sub(o.0.get(i).copied().unwrap_or(0));
            let (d, b2) = d.overflowing_sub(u64::from(borrow));
            out.push(d);
            borrow = b1 || b2;
        }
        let mut n = Nat(out);
        n.trim();
        n
    }

    pub(crate) fn mul(&self, o: &Nat) -> Nat {
        if self.is_zero() || o.is_zero() {
            return Nat::default();
        }
        let mut out = vec![0u64; self.0.len() + o.0.len()];
        for (i, &a) in self.0.iter().enumerate() {
            let mut carry = 0u128;
            for (j, &b) in o.0.iter().enumerate() {
                let t = u128::from(a) * u128::from(b) + u128::from(out[i + j]) + carry;
                out[i + j] = t as u64;
                carry = t >> 64;
            }
            let mut k = i + o.0.len();
            while carry != 0 {
                let t = u128::from(out[k]) + carry;
                out[k] = t as u64;
                carry = t >> 64;
                k += 1;
            }
        }
        let mut n = Nat(out);
        n.trim();
        n
    }

    fn shr(&self, s: usize) -> Nat {
        let (words, bits) = (s / 64, s % 64);
        if words >= self.0.len() {
            return Nat::default();
        }
        let src = &self.0[words..];
        let mut out = Vec::with_capacity(src.len());
        for i in 0..src.len() {
            let lo = src[i] >> bits;
            let hi = if bits == 0 {
                0
            } else {
                src.get(i + 1).map_or(0, |&w| w << (64 - bits))
            };
            out.push(lo | hi);
        }
        let mut n = Nat(out);
        n.trim();
        n
    }

    fn shl(&self, s: usize) -> Nat {
        if self.is_zero() {
            return Nat::default();
        }
        let (words, bits) = (s / 64, s % 64);
        let mut out = vec![0u64; words];
        let mut carry = 0u64;
        for &w in &self.0 {
            out.push((w << bits) | carry);
            carry = if bits == 0 { 0 } else { w >> (64 - bits) };
        }
        out.push(carry);
        let mut n = Nat(out);
        n.trim();
        n
    }

    /// The greatest common divisor (binary: shifts and subtractions).
    pub(crate) fn gcd(&self, o: &Nat) -> Nat {
        if self.is_zero() {
            return o.clone();
        }
        if o.is_zero() {
            return self.clone();
        }
        let shift = self.trailing_zeros().min(o.trailing_zeros());
        let mut a = self.shr(self.trailing_zeros());
        let mut b = o.clone();
        loop {
            b = b.shr(b.trailing_zeros());
            if a > b {
                std::mem::swap(&mut a, &mut b);
            }
            b = b.sub(&a);
            if b.is_zero() {
                return a.shl(shift);
            }
        }
    }

    /// Quotient and remainder (`d` not zero), one bit at a time.
    pub(crate) fn div_rem(&self, d: &Nat) -> (Nat, Nat) {
        debug_assert!(!d.is_zero());
        if self < d {
            return (Nat::default(), self.clone());
        }
        let n = self.bits();
        let mut q = vec![0u64; n.div_ceil(64)];
        let mut r = Nat::default();
        for i in (0..n).rev() {
            r = r.shl(1);
            if self.bit(i) {
                if r.0.is_empty() {
                    r.0.push(1);
                } else {
                    r.0[0] |= 1;
                }
            }
            if r >= *d {
                r = r.sub(d);
                q[i / 64] |= 1 << (i % 64);
            }
        }
        let mut q = Nat(q);
        q.trim();
        (q, r)
    }

    /// Quotient and remainder by a small divisor (not zero).
    fn div_rem_u64(&self, d: u64) -> (Nat, u64) {
        let mut out = vec![0u64; self.0.len()];
        let mut rem = 0u128;
        for i in (0..self.0.len()).rev() {
            let cur = (rem << 64) | u128::from(self.0[i]);
            out[i] = (cur / u128::from(d)) as u64;
            rem = cur % u128::from(d);
        }
        let mut q = Nat(out);
        q.trim();
        (q, rem as u64)
    }
}

impl Ord for Nat {
    fn cmp(&self, o: &Nat) -> Ordering {
        self.0
            .len()
            .cmp(&o.0.len())
            .then_with(|| self.0.iter().rev().cmp(o.0.iter().rev()))
    }
}

impl PartialOrd for Nat {
    fn partial_cmp(&self, o: &Nat) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl std::fmt::Display for Nat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(v) = self.to_u128() {
            return write!(f, "{v}");
        }
        // Groups of 19 decimal digits, least significant first.
        const TEN19: u64 = 10_000_000_000_000_000_000;
        let mut groups = Vec::new();
        let mut n = self.clone();
        while !n.is_zero() {
            let (q, r) = n.div_rem_u64(TEN19);
            groups.push(r);
            n = q;
        }
        let mut s = format!("{}", groups.pop().unwrap_or(0));
        for g in groups.iter().rev() {
            s += &format!("{g:019}");
        }
        f.write_str(&s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(v: u128) -> Nat {
        Nat::from_u128(v)
    }

    #[test]
    fn arithmetic_agrees_with_u128_and_past_it() {
        let vals = [
            0u128,
            1,
            2,
            3,
            7,
            1 << 63,
            (1 << 64) + 5,
            u128::MAX / 3,
            10u128.pow(30),
        ];
        for &a in &vals {
            for &b in &vals {
                if let Some(s) = a.checked_add(b) {
                    assert_eq!(n(a).add(&n(b)), n(s));
                }
                if let Some(p) = a.checked_mul(b) {
                    assert_eq!(n(a).mul(&n(b)), n(p));
                }
                if a >= b {
                    assert_eq!(n(a).sub(&n(b)), n(a - b));
                }
                assert_eq!(n(a).cmp(&n(b)), a.cmp(&b));
                if b != 0 {
                    assert_eq!(n(a).div_rem(&n(b)), (n(a / b), n(a % b)));
                }
            }
        }
        // (2^100 * 3^40) / 3^40 and a gcd that needs more than 128 bits.
        let big = n(1 << 100).mul(&n(3u128.pow(40)));
        assert_eq!(big.div_rem(&n(3u128.pow(40))), (n(1 << 100), n(0)));
        let g = big.mul(&n(35)).gcd(&big.mul(&n(21)));
        assert_eq!(g, big.mul(&n(7)));
        assert_eq!(
            n(10u128.pow(19)).mul(&n(10u128.pow(19))).to_string(),
            format!("1{}", "0".repeat(38))
        );
        assert_eq!(
            big.mul(&big).to_string().len(),
            ((200.0 * 2f64.log10() + 80.0 * 3f64.log10()).floor() as usize) + 1
        );
    }
}
