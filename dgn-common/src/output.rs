//! All-or-nothing, atomic output.
//!
//! Every file is first written in full to a temporary file beside its
//! destination and then renamed over it, so a reader never sees a partial
//! file and a failed compile leaves earlier outputs untouched.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` atomically: a temporary file in the same
/// directory, flushed and synced, then renamed over `path`.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let file_name = path.file_name().ok_or_else(|| {
        io::Error::new(io::ErrorKind::InvalidInput, "output path has no file name")
    })?;
    let mut n = 0u32;
    let (tmp_path, mut file) = loop {
        let mut name = std::ffi::OsString::from(".");
        name.push(file_name);
        name.push(format!(".tmp{}-{n}", std::process::id()));
        let candidate = dir.join(name);
        match fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&candidate)
        {
            Ok(f) => break (candidate, f),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && n < 1000 => n += 1,
            Err(e) => return Err(e),
        }
    };
    let result = file
        .write_all(bytes)
        .and_then(|()| file.sync_all())
        .and_then(|()| {
            drop(file);
            fs::rename(&tmp_path, path)
        });
    if result.is_err() {
        let _ = fs::remove_file(&tmp_path);
    }
    result
}

/// Writes every `(path, bytes)` pair atomically, each only if its content
/// differs from what is already there (so unchanged files keep their
/// modification time). All temporary files are written before any is
/// renamed, so an I/O failure while writing leaves every destination as it
/// was.
///
/// Unlike [`write_atomic`], the files are not synced to the disk before
/// they are renamed: these are build outputs, which NetHack's C tools and
/// compilers in general leave to the operating system to write back. A
/// reader still never sees a partial file; a system crash right after a
/// build may lose its newest outputs, and the next build makes them again.
/// Syncing every file made a build that starts one compiler per `.des`
/// file several times slower in wall-clock time than the C tools (see
/// `BENCHMARKS.md`, "Start-up time per file").
pub fn write_all_atomic(outputs: &[(PathBuf, Vec<u8>)]) -> io::Result<()> {
    let mut staged: Vec<(PathBuf, PathBuf)> = Vec::new();
    let cleanup = |staged: &[(PathBuf, PathBuf)]| {
        for (tmp, _) in staged {
            let _ = fs::remove_file(tmp);
        }
    };
    for (path, bytes) in outputs {
        if fs::read(path).is_ok_and(|old| &old == bytes) {
            continue;
        }
        let dir = match path.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let mut name = std::ffi::OsString::from(".");
        name.push(path.file_name().unwrap_or_default());
        name.push(".tmp");
        name.push(decimal(u64::from(std::process::id())));
        name.push("-");
        name.push(decimal(staged.len() as u64));
        let tmp = dir.join(name);
        let written = fs::File::create(&tmp).and_then(|mut f| f.write_all(bytes));
        if let Err(e) = written {
            let _ = fs::remove_file(&tmp);
            cleanup(&staged);
            return Err(io::Error::new(
                e.kind(),
                format!("cannot write {}: {e}", path.display()),
            ));
        }
        staged.push((tmp, path.clone()));
    }
    for (i, (tmp, path)) in staged.iter().enumerate() {
        if let Err(e) = fs::rename(tmp, path) {
            cleanup(&staged[i..]);
            return Err(io::Error::new(
                e.kind(),
                format!("cannot write {}: {e}", path.display()),
            ));
        }
    }
    Ok(())
}

/// `n` in decimal digits, without the formatting machinery (this runs in
/// every compiler process, where start-up time counts).
fn decimal(mut n: u64) -> String {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    digits[at..].iter().map(|&d| char::from(d)).collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn decimal_digits() {
        for n in [0, 7, 10, 4_194_304, u64::MAX] {
            assert_eq!(super::decimal(n), n.to_string());
        }
    }

    use super::*;

    #[test]
    fn replaces_content_and_leaves_no_temporaries() {
        let dir = std::env::temp_dir().join(format!("dgn-out-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let p = dir.join("dungeon");
        write_atomic(&p, b"one").unwrap();
        write_all_atomic(&[(p.clone(), b"two".to_vec())]).unwrap();
        assert_eq!(fs::read(&p).unwrap(), b"two");
        let names: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("dungeon")]);
        fs::remove_dir_all(&dir).unwrap();
    }
}
