//! The random sources against numbers NetHack's own generators give for
//! the same seeds (computed once with glibc's `srandom`/`random` and
//! NetHack 3.6.7's `isaac64.c` keyed as `init_isaac64` keys it).

use dgn_types::layout::{GlibcRandom, Isaac32, Isaac64, Random, Version};

#[test]
fn glibc_random_matches_glibc() {
    let cases: [(u32, [i32; 4]); 5] = [
        (0, [1804289383, 846930886, 1681692777, 1714636915]),
        (1, [1804289383, 846930886, 1681692777, 1714636915]),
        (42, [71876166, 708592740, 1483128881, 907283241]),
        (12345, [383100999, 858300821, 357768173, 455528251]),
        (4294967295, [254925627, 1205188300, 366127624, 1401405153]),
    ];
    for (seed, want) in cases {
        let mut g = GlibcRandom::new(seed);
        let got = [g.next(), g.next(), g.next(), g.next()];
        assert_eq!(got, want, "seed {seed}");
    }
}

#[test]
fn glibc_rn2_is_random_mod_x() {
    let mut g = GlibcRandom::new(42);
    assert_eq!(g.rn2(100), 71876166 % 100);
    assert_eq!(g.rn1(7, 10), 708592740 % 7 + 10);
    assert_eq!(g.rnd(6), 1483128881 % 6 + 1);
    // Never drawn: a non-positive bound gives 0 and leaves the sequence.
    assert_eq!(g.rn2(0), 0);
    assert_eq!(g.rn2(-3), 0);
    assert_eq!(g.next(), 907283241);
}

#[test]
fn isaac64_matches_nethack_367() {
    let cases: [(u64, [u64; 3], u64); 4] = [
        (
            0,
            [0x9d39247e33776d41, 0x2af7398005aaa5c7, 0x44db015024623547],
            0x0fd22063edc29fca,
        ),
        (
            1,
            [0xe19ed5d2ca98af2d, 0xa7a18d07cab39b52, 0xa0ab0232d180af14],
            0x4bdfcf55a9235cf6,
        ),
        (
            42,
            [0xbbd61fa5105a596a, 0x9b3cc89c4acb57ba, 0xf2469ccfa2bc2790],
            0x115e36c5bea66677,
        ),
        (
            0x0123456789abcdef,
            [0xd10a71f0453cdb4a, 0xa29c4e04143a6cd9, 0xf78f8bf8b30fb48c],
            0x9012e7a7ed028707,
        ),
    ];
    for (seed, first, at300) in cases {
        let mut g = Isaac64::new(seed);
        let got = [g.next_u64(), g.next_u64(), g.next_u64()];
        assert_eq!(got, first, "seed {seed:#x}");
        // Output #300 comes after the first refill of the 256-word buffer.
        for _ in 3..300 {
            g.next_u64();
        }
        assert_eq!(g.next_u64(), at300, "seed {seed:#x}");
    }
}

/// UnNetHack's ISAAC (`set_random_state(seed)`), its outputs as its own
/// `isaac_next_uint32` gives them.
#[test]
fn isaac32_matches_unnethack() {
    let cases: [(u64, [u32; 3], u32); 4] = [
        (0, [405143795, 806046349, 807101986], 3881517513),
        (1, [1269481493, 233172240, 2220845830], 2024633171),
        (42, [1686586733, 254700066, 4225385306], 450395417),
        // The seed is an `unsigned int`: only its low 32 bits count.
        (
            0x0123_4567_89ab_cdef,
            [3663842415, 2093690755, 3080758317],
            1459722904,
        ),
    ];
    for (seed, first, at300) in cases {
        let mut g = Isaac32::new(seed);
        let got = [g.next_u32(), g.next_u32(), g.next_u32()];
        assert_eq!(got, first, "seed {seed:#x}");
        for _ in 3..300 {
            g.next_u32();
        }
        assert_eq!(g.next_u32(), at300, "seed {seed:#x}");
    }
    let mut g = Isaac32::new(1);
    assert_eq!(g.rn2(100), (1_269_481_493_u32 % 100) as i32);
}

#[test]
fn isaac64_rn2_is_next_mod_x() {
    let mut g = Isaac64::new(1);
    assert_eq!(g.rn2(100), (0xe19ed5d2ca98af2d_u64 % 100) as i32);
    assert_eq!(g.rn2(7), (0xa7a18d07cab39b52_u64 % 7) as i32);
    assert_eq!(g.rn2(0), 0);
    assert_eq!(g.next_u64(), 0xa0ab0232d180af14);
}

#[test]
fn versions_pick_their_game_generator() {
    let mut a = Version::NetHack343.random(42);
    assert_eq!(a.rn2(1000), 71876166 % 1000);
    let mut b = Version::NetHack367.random(42);
    assert_eq!(b.rn2(1000), (0xbbd61fa5105a596a_u64 % 1000) as i32);
    // 3.4.3 seeds are unsigned ints: the seed is taken modulo 2^32.
    let mut c = Version::NetHack343.random((1 << 32) + 42);
    assert_eq!(c.rn2(1000), 71876166 % 1000);
}

/// NetHack 3.7 keys its core generator (the one `init_dungeons` draws
/// from) as 3.6.7 does: these are `rn2(2147483647)` after
/// `init_isaac64(seed, rn2)` in NetHack 3.7's own `rnd.c`/`isaac64.c`.
#[test]
fn nethack_37_core_generator() {
    let cases: [(u64, [i32; 4]); 5] = [
        (0, [1844033087, 1536760007, 773339112, 450058593]),
        (1, [232151766, 435598692, 316060540, 6078479]),
        (42, [134650039, 21293301, 122249523, 414193064]),
        (20261124, [1409777329, 1314047476, 1286466542, 50103746]),
        (u64::MAX, [653185827, 271868442, 2085131821, 425864703]),
    ];
    for (seed, want) in cases {
        let mut g = Version::NetHack37.random(seed);
        let got = [0; 4].map(|_| g.rn2(2147483647));
        assert_eq!(got, want, "seed {seed}");
    }
    // The loading of nhlib.lua draws twice before the table is read.
    let rules = dgn_types::layout::Rules::new(Version::NetHack37);
    assert_eq!(rules.preamble, &[3, 2]);
    assert!(dgn_types::layout::Rules::new(Version::NetHack367)
        .preamble
        .is_empty());
}
