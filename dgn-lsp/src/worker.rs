//! The compile thread: compiles documents off the message loop, so that the
//! server keeps answering while a large file compiles, and only ever the
//! newest text of each document (jobs queued for an older version of a
//! document are dropped unseen).

use crate::config::Resolved;
use crate::diagnostics::{self, Language, Report};
use crate::text::{Document, Encoding};
use crossbeam_channel::{Receiver, Sender};
use lsp_types::Url;
use std::sync::Arc;

/// A document to compile.
#[derive(Clone, Debug)]
pub struct Job {
    /// Which document.
    pub uri: Url,
    /// A copy of its text at one version.
    pub doc: Document,
    /// Its language.
    pub lang: Language,
    /// The settings in force.
    pub cfg: Arc<Resolved>,
    /// The client's position encoding.
    pub enc: Encoding,
}

/// A finished compile.
#[derive(Debug)]
pub struct Done {
    /// Which document.
    pub uri: Url,
    /// The version compiled.
    pub version: i32,
    /// What to publish, or why nothing can be (the compiler panicked).
    pub report: Result<Report, String>,
}

/// Compiles one job, catching any panic.
pub fn run_job(job: &Job) -> Result<Report, String> {
    std::panic::catch_unwind(|| {
        let (diags, picture) = diagnostics::compile_full(&job.doc, &job.uri, job.lang, &job.cfg);
        let mut report = diagnostics::convert(&job.doc, &job.uri, &diags, job.enc);
        report.built = picture;
        report
    })
    .map_err(|p| {
        let what = p
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| p.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".into());
        format!("dgn-lsp: the compiler failed on {}: {what}", job.uri)
    })
}

/// Runs until `jobs` is closed: takes every queued job, keeps the newest of
/// each document, compiles them one by one (looking for newer jobs between
/// two compiles) and sends each result to `done`.
pub fn run(jobs: Receiver<Job>, done: Sender<Done>) {
    let mut pending: Vec<Job> = Vec::new();
    let take = |pending: &mut Vec<Job>, job: Job| {
        pending.retain(|j| j.uri != job.uri);
        pending.push(job);
    };
    loop {
        if pending.is_empty() {
            match jobs.recv() {
                Ok(job) => take(&mut pending, job),
                Err(_) => return,
            }
        }
        for job in jobs.try_iter() {
            take(&mut pending, job);
        }
        let job = pending.remove(0);
        let report = run_job(&job);
        let d = Done {
            uri: job.uri,
            version: job.doc.version,
            report,
        };
        if done.send(d).is_err() {
            return;
        }
    }
}
