//! The compilers' memory allocator: a small fixed arena first, the system
//! allocator after it.
//!
//! A compiler process started for one small `.des` file makes a few dozen
//! small allocations and exits. Through the C library's allocator they cost
//! about 12,000 instructions (setting up its arena and thread cache, then
//! its bins), more than the compilation of such a file itself (see
//! `BENCHMARKS.md`, "Start-up time per file"). [`Arena`] hands out
//! consecutive pieces of a static buffer instead, by moving one offset
//! forward: freeing gives back only the most recent piece (so a vector
//! that grows last grows in place), and once the buffer is used up every
//! further request goes to the system allocator. The memory kept by freed
//! pieces is bounded by the buffer's size, so larger inputs use memory as
//! before.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The arena size the compilers use: enough for a small file's whole run.
pub const SIZE: usize = 128 * 1024;

/// A bump allocator over `N` bytes of static memory, falling back to
/// [`System`] when full. See the module docs.
pub struct Arena<const N: usize> {
    buf: UnsafeCell<Buf<N>>,
    /// Bytes of `buf` handed out so far (the offset of the next piece).
    next: AtomicUsize,
}

#[repr(C, align(16))]
struct Buf<const N: usize>([u8; N]);

// SAFETY: the buffer is only reached through pieces handed out by
// `alloc`, each to one owner; the offset that divides it is atomic.
unsafe impl<const N: usize> Sync for Arena<N> {}

impl<const N: usize> Arena<N> {
    /// An arena with nothing handed out.
    pub const fn new() -> Self {
        Arena {
            buf: UnsafeCell::new(Buf([0; N])),
            next: AtomicUsize::new(0),
        }
    }

    /// Bytes handed out from the buffer so far (freed pieces that were not
    /// the most recent ones still count).
    pub fn used(&self) -> usize {
        self.next.load(Ordering::Relaxed)
    }

    fn base(&self) -> usize {
        self.buf.get() as usize
    }

    /// Whether `ptr` points into the buffer.
    fn owns(&self, ptr: *mut u8) -> bool {
        let p = ptr as usize;
        p >= self.base() && p < self.base() + N
    }

    /// A piece of the buffer for `layout`, or null when it does not fit.
    fn bump(&self, layout: Layout) -> *mut u8 {
        let base = self.base();
        let mut cur = self.next.load(Ordering::Relaxed);
        loop {
            let end = (base + cur)
                .checked_next_multiple_of(layout.align())
                .map(|aligned| aligned - base)
                .and_then(|start| Some((start, start.checked_add(layout.size())?)))
                .filter(|&(_, end)| end <= N);
            let Some((start, end)) = end else {
                return std::ptr::null_mut();
            };
            match self
                .next
                .compare_exchange_weak(cur, end, Ordering::Relaxed, Ordering::Relaxed)
            {
                // SAFETY: start + size <= N: the piece lies inside the buffer.
                Ok(_) => return unsafe { (self.buf.get() as *mut u8).add(start) },
                Err(now) => cur = now,
            }
        }
    }
}

impl<const N: usize> Default for Arena<N> {
    fn default() -> Self {
        Self::new()
    }
}

// SAFETY: every piece handed out lies inside the buffer, is aligned as
// asked, and is never handed out again while in use: the offset only moves
// back over the most recent piece when that piece is freed or shrunk.
unsafe impl<const N: usize> GlobalAlloc for Arena<N> {
    // Not inlined: at every allocation site of the program it would add
    // about 300 KB of code to the binaries.
    #[inline(never)]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = self.bump(layout);
        if p.is_null() {
            // SAFETY: the caller's layout is passed on unchanged.
            unsafe { System.alloc(layout) }
        } else {
            p
        }
    }

    // Not inlined: at every allocation site of the program it would add
    // about 300 KB of code to the binaries.
    #[inline(never)]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if !self.owns(ptr) {
            // SAFETY: not ours, so it came from `System` with this layout.
            return unsafe { System.dealloc(ptr, layout) };
        }
        // The most recent piece is given back; any other stays used.
        let start = ptr as usize - self.base();
        let _ = self.next.compare_exchange(
            start + layout.size(),
            start,
            Ordering::Relaxed,
            Ordering::Relaxed,
        );
    }

    // Not inlined: at every allocation site of the program it would add
    // about 300 KB of code to the binaries.
    #[inline(never)]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if !self.owns(ptr) {
            // SAFETY: not ours, so it came from `System` with this layout.
            return unsafe { System.realloc(ptr, layout, new_size) };
        }
        let start = ptr as usize - self.base();
        let end = start + layout.size();
        // The most recent piece grows or shrinks where it is.
        if start.checked_add(new_size).is_some_and(|e| e <= N)
            && self
                .next
                .compare_exchange(end, start + new_size, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
        {
            return ptr;
        }
        if new_size <= layout.size() {
            return ptr;
        }
        // SAFETY: the alignment is the caller's, and new_size is not zero
        // (it exceeds the old size).
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        // SAFETY: as for `alloc`.
        let new = unsafe { self.alloc(new_layout) };
        if !new.is_null() {
            // SAFETY: both pieces are valid for the old size and distinct.
            unsafe {
                std::ptr::copy_nonoverlapping(ptr, new, layout.size());
                self.dealloc(ptr, layout);
            }
        }
        new
    }
}
