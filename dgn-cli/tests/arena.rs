//! The compilers' allocator: pieces of the arena, reuse of the most recent
//! one, and the fall back to the system allocator.

use dgn_cli::arena::Arena;
use std::alloc::{GlobalAlloc, Layout};

fn layout(size: usize, align: usize) -> Layout {
    Layout::from_size_align(size, align).unwrap()
}

/// Fills `n` bytes at `p` with a pattern derived from `seed`.
unsafe fn fill(p: *mut u8, n: usize, seed: u8) {
    for i in 0..n {
        unsafe { p.add(i).write(seed.wrapping_add(i as u8)) };
    }
}

unsafe fn holds(p: *const u8, n: usize, seed: u8) -> bool {
    (0..n).all(|i| unsafe { p.add(i).read() } == seed.wrapping_add(i as u8))
}

#[test]
fn pieces_are_aligned_distinct_and_kept() {
    let a: Arena<4096> = Arena::new();
    let mut pieces = Vec::new();
    for (i, (size, align)) in [(1, 1), (7, 2), (24, 8), (3, 1), (40, 16), (64, 64)]
        .into_iter()
        .enumerate()
    {
        let l = layout(size, align);
        let p = unsafe { a.alloc(l) };
        assert!(!p.is_null());
        assert!((p as usize).is_multiple_of(align), "piece {i} misaligned");
        unsafe { fill(p, size, i as u8) };
        pieces.push((p, l, i as u8));
    }
    for &(p, l, seed) in &pieces {
        assert!(unsafe { holds(p, l.size(), seed) });
    }
    assert!(a.used() >= 139 && a.used() <= 139 + 1 + 7 + 15 + 63);
}

#[test]
fn the_most_recent_piece_is_reused_and_grows_in_place() {
    let a: Arena<4096> = Arena::new();
    let first = unsafe { a.alloc(layout(96, 8)) };
    let used = a.used();
    let second = unsafe { a.alloc(layout(50, 8)) };
    unsafe { a.dealloc(second, layout(50, 8)) };
    assert_eq!(a.used(), used, "freeing the last piece gives it back");
    // Freeing an earlier piece gives nothing back.
    let third = unsafe { a.alloc(layout(10, 1)) };
    unsafe { a.dealloc(first, layout(96, 8)) };
    assert_eq!(a.used(), used + 10);
    // The last piece grows where it is, keeping its bytes.
    unsafe { fill(third, 10, 9) };
    let grown = unsafe { a.realloc(third, layout(10, 1), 1000) };
    assert_eq!(grown, third);
    assert!(unsafe { holds(grown, 10, 9) });
    assert_eq!(a.used(), used + 1000);
    let shrunk = unsafe { a.realloc(grown, layout(1000, 1), 20) };
    assert_eq!(shrunk, third);
    assert_eq!(a.used(), used + 20);
}

#[test]
fn an_earlier_piece_moves_when_it_grows() {
    let a: Arena<4096> = Arena::new();
    let p = unsafe { a.alloc(layout(16, 8)) };
    unsafe { fill(p, 16, 3) };
    let q = unsafe { a.alloc(layout(16, 8)) };
    unsafe { fill(q, 16, 5) };
    let moved = unsafe { a.realloc(p, layout(16, 8), 64) };
    assert_ne!(moved, p);
    assert!(unsafe { holds(moved, 16, 3) });
    assert!(unsafe { holds(q, 16, 5) }, "the other piece is untouched");
    // Shrinking an earlier piece keeps it where it is.
    assert_eq!(unsafe { a.realloc(q, layout(16, 8), 8) }, q);
}

#[test]
fn a_full_arena_hands_over_to_the_system() {
    let a: Arena<256> = Arena::new();
    let inside = unsafe { a.alloc(layout(200, 8)) };
    let outside = unsafe { a.alloc(layout(100, 8)) };
    assert!(!inside.is_null() && !outside.is_null());
    let base = inside as usize;
    let owned = |p: *mut u8| (p as usize) >= base && (p as usize) < base + 256;
    assert!(!owned(outside));
    unsafe { fill(outside, 100, 1) };
    // A piece of the arena that outgrows it is copied out.
    unsafe { fill(inside, 200, 2) };
    let big = unsafe { a.realloc(inside, layout(200, 8), 10_000) };
    assert!(!owned(big));
    assert!(unsafe { holds(big, 200, 2) });
    // System pieces are grown and freed by the system allocator.
    let outside = unsafe { a.realloc(outside, layout(100, 8), 5_000) };
    assert!(unsafe { holds(outside, 100, 1) });
    unsafe {
        a.dealloc(outside, layout(5_000, 8));
        a.dealloc(big, layout(10_000, 8));
    }
    // A large alignment is honoured, from the arena or not.
    let huge_align = unsafe { a.alloc(layout(8, 4096)) };
    assert!(!huge_align.is_null() && (huge_align as usize).is_multiple_of(4096));
    unsafe { a.dealloc(huge_align, layout(8, 4096)) };
}

#[test]
fn the_compilers_run_on_it() {
    // The binaries use it as their global allocator; a whole compile of a
    // large corpus file through them is in the lev_comp tests. Here: a
    // program's worth of mixed traffic, checked byte for byte.
    static A: Arena<{ 16 * 1024 }> = Arena::new();
    let mut live: Vec<(*mut u8, Layout, u8)> = Vec::new();
    let mut seed = 1u32;
    for step in 0..5_000u32 {
        seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        let r = (seed >> 8) as usize;
        match r % 4 {
            0 | 1 => {
                let l = layout(1 + r % 300, 1 << (r % 5));
                let p = unsafe { A.alloc(l) };
                unsafe { fill(p, l.size(), step as u8) };
                live.push((p, l, step as u8));
            }
            2 if !live.is_empty() => {
                let (p, l, s) = live.swap_remove(r % live.len());
                assert!(unsafe { holds(p, l.size(), s) });
                unsafe { A.dealloc(p, l) };
            }
            _ if !live.is_empty() => {
                let i = r % live.len();
                let (p, l, s) = live[i];
                let new_size = 1 + (r / 7) % 600;
                let q = unsafe { A.realloc(p, l, new_size) };
                assert!(unsafe { holds(q, l.size().min(new_size), s) });
                let nl = layout(new_size, l.align());
                unsafe { fill(q, new_size, s) };
                live[i] = (q, nl, s);
            }
            _ => {}
        }
    }
    for (p, l, s) in live {
        assert!(unsafe { holds(p, l.size(), s) });
        unsafe { A.dealloc(p, l) };
    }
}
