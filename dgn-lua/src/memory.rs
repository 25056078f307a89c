//! The game's memory rule for a level's Lua state, and a count of the
//! bytes the state allocates.
//!
//! The game's allocator refuses every allocation made while the state has
//! more than its limit in use (as Lua counts it), so one allocation may
//! take it past the limit, and the next fails. The meter here sits in
//! front of the interpreter's allocator and does the same. It also counts
//! the bytes allocated: work that copies long strings takes few
//! instructions, and is counted by its bytes instead.

use mlua::{ffi, Lua};
use std::cell::Cell;
use std::ffi::c_void;
use std::ptr;
use std::rc::Rc;

/// The state of the meter, shared with the allocator the state calls.
pub(crate) struct Meter {
    /// The allocator it sits in front of, and that allocator's data.
    inner: ffi::lua_Alloc,
    inner_data: *mut c_void,
    /// Bytes in use.
    in_use: Cell<usize>,
    /// Past this many bytes in use, allocations fail.
    limit: Cell<usize>,
    /// Bytes allocated so far (growth only).
    allocated: Cell<u64>,
}

impl Meter {
    /// Bytes allocated since the meter was put in.
    pub(crate) fn allocated(&self) -> u64 {
        self.allocated.get()
    }
}

unsafe extern "C" fn metered(
    data: *mut c_void,
    block: *mut c_void,
    osize: usize,
    nsize: usize,
) -> *mut c_void {
    // SAFETY: `data` is the meter put in by `install`, alive until
    // `remove` puts the inner allocator back.
    let m = unsafe { &*(data as *const Meter) };
    if nsize == 0 {
        if !block.is_null() {
            m.in_use.set(m.in_use.get().saturating_sub(osize));
        }
        // SAFETY: the inner allocator's own contract, unchanged.
        return unsafe { (m.inner)(m.inner_data, block, osize, nsize) };
    }
    if m.in_use.get() > m.limit.get() {
        return ptr::null_mut();
    }
    // SAFETY: as above.
    let new = unsafe { (m.inner)(m.inner_data, block, osize, nsize) };
    if !new.is_null() {
        // With no block, `osize` is the kind of object, not a size.
        let old = if block.is_null() { 0 } else { osize };
        m.in_use.set(m.in_use.get().saturating_sub(old) + nsize);
        if nsize > old {
            m.allocated.set(m.allocated.get() + (nsize - old) as u64);
        }
    }
    new
}

/// Puts a meter in front of the state's allocator, with `in_use` bytes in
/// use now and allocations refused past `limit`.
pub(crate) fn install(lua: &Lua, in_use: usize, limit: usize) -> mlua::Result<Rc<Meter>> {
    let meter: Rc<Cell<Option<Rc<Meter>>>> = Rc::new(Cell::new(None));
    let out = meter.clone();
    // SAFETY: reads and sets the allocator of the state; the meter lives
    // (held by the caller) until `remove`.
    unsafe {
        lua.exec_raw::<()>((), move |state| {
            let mut inner_data = ptr::null_mut();
            let inner = ffi::lua_getallocf(state, &mut inner_data);
            let m = Rc::new(Meter {
                inner,
                inner_data,
                in_use: Cell::new(in_use),
                limit: Cell::new(limit),
                allocated: Cell::new(0),
            });
            ffi::lua_setallocf(state, metered, Rc::as_ptr(&m) as *mut c_void);
            out.set(Some(m));
        })?;
    }
    meter
        .take()
        .ok_or_else(|| mlua::Error::runtime("the memory meter was not put in"))
}

/// Puts the state's own allocator back (before the meter goes).
pub(crate) fn remove(lua: &Lua, meter: &Rc<Meter>) {
    // Putting it back may allocate: no limit from now on.
    meter.limit.set(usize::MAX);
    let (inner, inner_data) = (meter.inner, meter.inner_data);
    // SAFETY: the allocator and data the state had before `install`.
    let put_back = unsafe {
        lua.exec_raw::<()>((), move |state| {
            ffi::lua_setallocf(state, inner, inner_data);
        })
    };
    if put_back.is_err() {
        // The state still calls the meter: it must outlive the state.
        std::mem::forget(meter.clone());
    }
}
