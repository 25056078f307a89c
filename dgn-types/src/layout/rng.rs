//! Random sources with NetHack's `rn2` semantics.

/// A source of random numbers as NetHack's dungeon setup uses them.
///
/// Only [`Random::rn2`] is required; [`Random::rn1`] and [`Random::rnd`]
/// are derived from it exactly as NetHack defines them (each draws one
/// number through `rn2`).
///
/// The layout code only ever asks for `rn2(x)` with `x > 0`.
/// Implementations must not panic for other arguments; the two shipped here
/// return 0 for `x <= 0` without drawing.
pub trait Random {
    /// A number in `0..x` (NetHack's `rn2`).
    fn rn2(&mut self, x: i32) -> i32;

    /// `rn2(x) + y` (NetHack's `rn1` macro): a number in `y..x + y`.
    fn rn1(&mut self, x: i32, y: i32) -> i32 {
        self.rn2(x).wrapping_add(y)
    }

    /// `rn2(x) + 1` (NetHack's `rnd`): a number in `1..=x`.
    fn rnd(&mut self, x: i32) -> i32 {
        self.rn2(x).wrapping_add(1)
    }
}

impl<R: Random + ?Sized> Random for &mut R {
    fn rn2(&mut self, x: i32) -> i32 {
        (**self).rn2(x)
    }
}

/// The GNU C library's `random()` after `srandom(seed)` (the default
/// `TYPE_3` additive feedback generator of degree 31), with NetHack 3.4.3's
/// `rn2(x) = random() % x` as it is built on Linux.
///
/// ```
/// use dgn_types::layout::{GlibcRandom, Random};
///
/// let mut r = GlibcRandom::new(1);
/// // glibc: srandom(1); random() == 1804289383
/// assert_eq!(r.next(), 1804289383);
/// assert_eq!(r.rn2(100), 846930886 % 100);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlibcRandom {
    state: [u32; 31],
    front: usize,
    rear: usize,
}

impl GlibcRandom {
    /// The generator as `srandom(seed)` leaves it (a seed of 0 is taken as
    /// 1, as glibc does).
    pub fn new(seed: u32) -> GlibcRandom {
        let seed = if seed == 0 { 1 } else { seed };
        let mut state = [0u32; 31];
        state[0] = seed;
        // The seed is read as a signed 32-bit word; each next word is
        // 16807 * previous mod 2^31 - 1 (Schrage's method, as glibc does it).
        let mut word = seed as i32 as i64;
        for slot in state.iter_mut().skip(1) {
            let hi = word / 127773;
            let lo = word % 127773;
            word = 16807 * lo - 2836 * hi;
            if word < 0 {
                word += 2147483647;
            }
            *slot = word as u32;
        }
        let mut g = GlibcRandom {
            state,
            front: 3,
            rear: 0,
        };
        for _ in 0..310 {
            g.next();
        }
        g
    }

    /// The next value of `random()`: a number in `0..2^31`.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> i32 {
        let v = self.state[self.front].wrapping_add(self.state[self.rear]);
        self.state[self.front] = v;
        self.front = (self.front + 1) % 31;
        self.rear = (self.rear + 1) % 31;
        (v >> 1) as i32
    }
}

impl Random for GlibcRandom {
    fn rn2(&mut self, x: i32) -> i32 {
        if x <= 0 {
            return 0;
        }
        self.next() % x
    }
}

const ISAAC_SIZE: usize = 256;

/// The keying shared by ISAAC and ISAAC64 (their reference `isaac_init`
/// and `isaac64_init`): the key's bytes, least significant first, into the
/// result words; four rounds of `mix` over the golden ratio; two passes,
/// over the result words and then the memory; a first refill.
macro_rules! seed {
    ($g:ident, $key:ident, $word:ty, $golden:expr, $mix:ident) => {{
        const BYTES: usize = core::mem::size_of::<$word>();
        let key = &$key[..$key.len().min(ISAAC_SIZE * BYTES)];
        for (i, chunk) in key.chunks(BYTES).enumerate() {
            let mut w: $word = 0;
            for (j, &byte) in chunk.iter().enumerate() {
                w |= <$word>::from(byte) << (8 * j);
            }
            $g.r[i] ^= w;
        }
        let mut x: [$word; 8] = [$golden; 8];
        for _ in 0..4 {
            $mix(&mut x);
        }
        for pass in 0..2 {
            for i in (0..ISAAC_SIZE).step_by(8) {
                let from = if pass == 0 {
                    &$g.r[i..i + 8]
                } else {
                    &$g.m[i..i + 8]
                };
                for (xj, wj) in x.iter_mut().zip(from) {
                    *xj = xj.wrapping_add(*wj);
                }
                $mix(&mut x);
                $g.m[i..i + 8].copy_from_slice(&x);
            }
        }
        $g.update();
    }};
}
const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C13;

/// ISAAC64 keyed as NetHack 3.6.7 keys its core generator
/// (`init_isaac64(seed, rn2)`: the eight bytes of the seed, least
/// significant first), with its `rn2(x) = next64() % x`.
///
/// ```
/// use dgn_types::layout::{Isaac64, Random};
///
/// let mut a = Isaac64::new(42);
/// let mut b = Isaac64::new(42);
/// assert_eq!(a.next_u64(), b.next_u64());
/// let x = a.rn2(7);
/// assert!((0..7).contains(&x));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Isaac64 {
    m: [u64; ISAAC_SIZE],
    r: [u64; ISAAC_SIZE],
    a: u64,
    b: u64,
    c: u64,
    n: usize,
}

impl Isaac64 {
    /// The generator keyed with `seed` as NetHack 3.6.7 keys it.
    pub fn new(seed: u64) -> Isaac64 {
        Isaac64::from_key(&seed.to_le_bytes())
    }

    /// The generator keyed with arbitrary bytes (at most 2048 are used), as
    /// ISAAC64's reference `isaac64_init` does.
    pub fn from_key(key: &[u8]) -> Isaac64 {
        let mut g = Isaac64 {
            m: [0; ISAAC_SIZE],
            r: [0; ISAAC_SIZE],
            a: 0,
            b: 0,
            c: 0,
            n: 0,
        };
        seed!(g, key, u64, GOLDEN, mix);
        g
    }

    /// The next 64-bit output.
    pub fn next_u64(&mut self) -> u64 {
        if self.n == 0 {
            self.update();
        }
        self.n -= 1;
        self.r[self.n]
    }

    fn update(&mut self) {
        let half = ISAAC_SIZE / 2;
        let mut a = self.a;
        self.c = self.c.wrapping_add(1);
        let mut b = self.b.wrapping_add(self.c);
        for i in 0..ISAAC_SIZE {
            let x = self.m[i];
            let mixed = match i % 4 {
                0 => !(a ^ (a << 21)),
                1 => a ^ (a >> 5),
                2 => a ^ (a << 12),
                _ => a ^ (a >> 33),
            };
            let other = if i < half { i + half } else { i - half };
            a = mixed.wrapping_add(self.m[other]);
            let y = self.m[((x >> 3) & 0xff) as usize]
                .wrapping_add(a)
                .wrapping_add(b);
            self.m[i] = y;
            b = self.m[((y >> 11) & 0xff) as usize].wrapping_add(x);
            self.r[i] = b;
        }
        self.a = a;
        self.b = b;
        self.n = ISAAC_SIZE;
    }
}

fn mix(x: &mut [u64; 8]) {
    const SHIFT: [u32; 8] = [9, 9, 23, 15, 14, 20, 17, 14];
    for i in 0..8 {
        x[i] = x[i].wrapping_sub(x[(i + 4) & 7]);
        let s = x[(i + 7) & 7];
        x[(i + 5) & 7] ^= if i % 2 == 0 {
            s >> SHIFT[i]
        } else {
            s << SHIFT[i]
        };
        x[(i + 7) & 7] = x[(i + 7) & 7].wrapping_add(x[i]);
    }
}

impl Random for Isaac64 {
    fn rn2(&mut self, x: i32) -> i32 {
        if x <= 0 {
            return 0;
        }
        (self.next_u64() % x as u64) as i32
    }
}

/// ISAAC, the 32-bit generator, keyed as UnNetHack keys its core generator
/// (`set_random_state(seed)`: the four bytes of the seed, least significant
/// first, then four zero bytes), with its `rn2(x) = next32() % x`.
///
/// ```
/// use dgn_types::layout::{Isaac32, Random};
///
/// let mut a = Isaac32::new(42);
/// let mut b = Isaac32::new(42);
/// assert_eq!(a.next_u32(), b.next_u32());
/// assert!((0..7).contains(&a.rn2(7)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Isaac32 {
    m: [u32; ISAAC_SIZE],
    r: [u32; ISAAC_SIZE],
    a: u32,
    b: u32,
    c: u32,
    n: usize,
}

impl Isaac32 {
    /// The generator keyed with `seed` as UnNetHack keys it (an `unsigned
    /// int`: the seed is taken modulo 2^32).
    pub fn new(seed: u64) -> Isaac32 {
        let mut key = [0u8; 8];
        key[..4].copy_from_slice(&(seed as u32).to_le_bytes());
        Isaac32::from_key(&key)
    }

    /// The generator keyed with arbitrary bytes (at most 1024 are used), as
    /// ISAAC's reference `isaac_init` does.
    pub fn from_key(key: &[u8]) -> Isaac32 {
        let mut g = Isaac32 {
            m: [0; ISAAC_SIZE],
            r: [0; ISAAC_SIZE],
            a: 0,
            b: 0,
            c: 0,
            n: 0,
        };
        seed!(g, key, u32, 0x9E37_79B9, mix32);
        g
    }

    /// The next 32-bit output.
    pub fn next_u32(&mut self) -> u32 {
        if self.n == 0 {
            self.update();
        }
        self.n -= 1;
        self.r[self.n]
    }

    fn update(&mut self) {
        let half = ISAAC_SIZE / 2;
        let mut a = self.a;
        self.c = self.c.wrapping_add(1);
        let mut b = self.b.wrapping_add(self.c);
        for i in 0..ISAAC_SIZE {
            let x = self.m[i];
            let mixed = match i % 4 {
                0 => a ^ (a << 13),
                1 => a ^ (a >> 6),
                2 => a ^ (a << 2),
                _ => a ^ (a >> 16),
            };
            let other = if i < half { i + half } else { i - half };
            a = mixed.wrapping_add(self.m[other]);
            let y = self.m[((x >> 2) & 0xff) as usize]
                .wrapping_add(a)
                .wrapping_add(b);
            self.m[i] = y;
            b = self.m[((y >> 10) & 0xff) as usize].wrapping_add(x);
            self.r[i] = b;
        }
        self.a = a;
        self.b = b;
        self.n = ISAAC_SIZE;
    }
}

fn mix32(x: &mut [u32; 8]) {
    const SHIFT: [u32; 8] = [11, 2, 8, 16, 10, 4, 8, 9];
    for i in 0..8 {
        let s = x[(i + 1) & 7];
        x[i] ^= if i % 2 == 0 {
            s << SHIFT[i]
        } else {
            s >> SHIFT[i]
        };
        x[(i + 3) & 7] = x[(i + 3) & 7].wrapping_add(x[i]);
        x[(i + 1) & 7] = x[(i + 1) & 7].wrapping_add(x[(i + 2) & 7]);
    }
}

impl Random for Isaac32 {
    fn rn2(&mut self, x: i32) -> i32 {
        if x <= 0 {
            return 0;
        }
        (self.next_u32() % x as u32) as i32
    }
}
