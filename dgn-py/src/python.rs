//! The extension module `dgn._native`: the calls of [`crate::api`] with
//! Python values. Every call gives `(value, diagnostics)`: the value is
//! `None` when an error was found, and each diagnostic is a tuple the
//! Python side turns into a `dgn.Diagnostic`. A wrong argument (an unknown
//! target or kind) raises `ValueError`. The work runs without the GIL.

use crate::api::{self, Diag, Output};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyBytes;

/// A diagnostic as the Python side reads it.
type DiagTuple = (
    &'static str,
    Option<String>,
    String,
    String,
    Option<usize>,
    Option<usize>,
    Option<usize>,
    Option<usize>,
    Option<String>,
    Vec<String>,
    Vec<String>,
    String,
);

fn tuple(d: Diag) -> DiagTuple {
    (
        d.severity,
        d.code,
        d.message,
        d.file,
        d.line,
        d.column,
        d.end_line,
        d.end_column,
        d.label,
        d.notes,
        d.help,
        d.rendered,
    )
}

fn split<T>(out: Result<Output<T>, String>) -> PyResult<(Option<T>, Vec<DiagTuple>)> {
    let out = out.map_err(PyValueError::new_err)?;
    Ok((out.value, out.diagnostics.into_iter().map(tuple).collect()))
}

type Files = Vec<(String, Py<PyBytes>)>;

fn bytes_files(py: Python<'_>, files: Option<api::Files>) -> Option<Files> {
    files.map(|fs| {
        fs.into_iter()
            .map(|(n, b)| (n, PyBytes::new(py, &b).unbind()))
            .collect()
    })
}

#[pyfunction]
#[pyo3(signature = (text, filename, target=None, kind=None, allow=Vec::new()))]
fn check(
    py: Python<'_>,
    text: Vec<u8>,
    filename: String,
    target: Option<String>,
    kind: Option<String>,
    allow: Vec<String>,
) -> PyResult<(bool, Vec<DiagTuple>)> {
    let out = py
        .allow_threads(|| api::check(&text, &filename, target.as_deref(), kind.as_deref(), &allow));
    let (ok, diags) = split(out)?;
    Ok((ok.is_some(), diags))
}

#[pyfunction]
#[pyo3(signature = (text, filename, target=None, kind=None, allow=Vec::new()))]
fn compile(
    py: Python<'_>,
    text: Vec<u8>,
    filename: String,
    target: Option<String>,
    kind: Option<String>,
    allow: Vec<String>,
) -> PyResult<(Option<Files>, Vec<DiagTuple>)> {
    let out = py.allow_threads(|| {
        api::compile(&text, &filename, target.as_deref(), kind.as_deref(), &allow)
    });
    let (files, diags) = split(out)?;
    Ok((bytes_files(py, files), diags))
}

type PictureTuple = (String, String, String, String, String);

#[pyfunction]
#[pyo3(signature = (text, filename, target=None, kind=None, allow=Vec::new()))]
fn preview(
    py: Python<'_>,
    text: Vec<u8>,
    filename: String,
    target: Option<String>,
    kind: Option<String>,
    allow: Vec<String>,
) -> PyResult<(Option<Vec<PictureTuple>>, Vec<DiagTuple>)> {
    let out = py.allow_threads(|| {
        api::preview(&text, &filename, target.as_deref(), kind.as_deref(), &allow)
    });
    let (pictures, diags) = split(out)?;
    Ok((
        pictures.map(|ps| {
            ps.into_iter()
                .map(|p| (p.name, p.json, p.svg, p.text, p.ansi))
                .collect()
        }),
        diags,
    ))
}

#[pyfunction]
#[pyo3(signature = (text, filename, target=None, allow_flip=false, allow=Vec::new()))]
fn to_lua(
    py: Python<'_>,
    text: Vec<u8>,
    filename: String,
    target: Option<String>,
    allow_flip: bool,
    allow: Vec<String>,
) -> PyResult<(Option<Files>, Vec<DiagTuple>)> {
    let out =
        py.allow_threads(|| api::to_lua(&text, &filename, target.as_deref(), allow_flip, &allow));
    let (files, diags) = split(out)?;
    Ok((bytes_files(py, files), diags))
}

#[pyfunction]
fn targets() -> Vec<&'static str> {
    api::targets()
}

/// The native part of the `dgn` package.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(compile, m)?)?;
    m.add_function(wrap_pyfunction!(preview, m)?)?;
    m.add_function(wrap_pyfunction!(to_lua, m)?)?;
    m.add_function(wrap_pyfunction!(targets, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("DEFAULT_TARGET", api::DEFAULT_TARGET)?;
    Ok(())
}
