//! `cargo bench -p dgn-bench -- lsp`: how long the language server takes
//! from a change of the largest corpus `.des` file, and of the largest
//! NetHack 3.7 `.lua` level, to the diagnostics it publishes for it
//! (target: under 20 ms each).

use criterion::{criterion_group, criterion_main, Criterion};
use dgn_bench::corpus_set;
use lsp_server::{Connection, Message, Notification, Request, RequestId};
use serde_json::{json, Value};

fn notify(c: &Connection, method: &str, params: Value) {
    c.sender
        .send(Message::Notification(Notification::new(
            method.into(),
            params,
        )))
        .unwrap();
}

/// Waits for the diagnostics of `version`; returns how many there are.
fn diagnostics(c: &Connection, version: i32) -> usize {
    loop {
        if let Message::Notification(n) = c.receiver.recv().unwrap() {
            if n.method == "textDocument/publishDiagnostics" && n.params["version"] == version {
                return n.params["diagnostics"].as_array().map_or(0, Vec::len);
            }
        }
    }
}

fn lsp(c: &mut Criterion) {
    // The largest `.des` of the corpus, in its own dialect.
    let mut largest: Option<(u64, std::path::PathBuf, &str)> = None;
    for set in ["nethack-3.4.3", "nethack-3.6.7"] {
        let Some(dir) = corpus_set(set) else { continue };
        for e in std::fs::read_dir(dir.join("dat"))
            .into_iter()
            .flatten()
            .flatten()
        {
            let p = e.path();
            let len = e.metadata().map(|m| m.len()).unwrap_or(0);
            if p.extension().is_some_and(|x| x == "des")
                && largest.as_ref().is_none_or(|l| len > l.0)
            {
                largest = Some((len, p, set));
            }
        }
    }
    let Some((_, path, target)) = largest else {
        eprintln!("skipped: corpus not found (set DGN_CORPUS)");
        return;
    };
    bench_file(c, &path, target, "des", "file:///bench/largest.des", "#");
    // The largest NetHack 3.7 level (library files and the dungeon
    // description left out), as the server tells them apart.
    let mut largest: Option<(u64, std::path::PathBuf)> = None;
    if let Some(dir) = corpus_set("nethack-3.7") {
        for e in std::fs::read_dir(dir.join("dat"))
            .into_iter()
            .flatten()
            .flatten()
        {
            let p = e.path();
            let len = e.metadata().map(|m| m.len()).unwrap_or(0);
            let name = p.file_name().unwrap_or_default().to_string_lossy();
            let level = p.extension().is_some_and(|x| x == "lua")
                && std::fs::read_to_string(&p).is_ok_and(|t| {
                    dgn_lsp::lualevel::kind(&name, &t)
                        == (dgn_lsp::diagnostics::Language::LuaLevel { library: false })
                });
            if level && largest.as_ref().is_none_or(|l| len > l.0) {
                largest = Some((len, p));
            }
        }
    }
    match largest {
        Some((_, path)) => bench_file(
            c,
            &path,
            "nethack-3.7",
            "lua",
            "file:///bench/largest.lua",
            "--",
        ),
        None => eprintln!("skipped: the nethack-3.7 corpus set not found (set DGN_CORPUS)"),
    }
}

/// Opens `path` in a server set to `target` and measures edits of its
/// first line (typing a `comment` line and taking it out again) until the
/// diagnostics of each edit are published.
fn bench_file(
    c: &mut Criterion,
    path: &std::path::Path,
    target: &str,
    language: &str,
    uri: &str,
    comment: &str,
) {
    let text = std::fs::read_to_string(path).expect("corpus file is text");
    let (server, client) = Connection::memory();
    let thread = std::thread::spawn(move || dgn_lsp::run(server).expect("server runs"));
    client
        .sender
        .send(Message::Request(Request::new(
            RequestId::from(1),
            "initialize".into(),
            json!({"capabilities": {}, "initializationOptions": {"target": target}}),
        )))
        .unwrap();
    let _ = client.receiver.recv().unwrap();
    notify(&client, "initialized", json!({}));
    notify(
        &client,
        "textDocument/didOpen",
        json!({"textDocument": {"uri": uri, "languageId": language, "version": 0, "text": text}}),
    );
    assert_eq!(
        diagnostics(&client, 0),
        0,
        "{} compiles cleanly",
        path.display()
    );

    // Each change types a comment line at the top, or takes it out again,
    // and waits for the diagnostics of that version.
    let mut version = 0;
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    c.bench_function(&format!("lsp/change-to-diagnostics/{target}/{name}"), |b| {
        b.iter(|| {
            version += 1;
            let change = if version % 2 == 1 {
                json!({"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}, "text": format!("{comment}\n")})
            } else {
                json!({"range": {"start": {"line": 0, "character": 0}, "end": {"line": 1, "character": 0}}, "text": ""})
            };
            notify(
                &client,
                "textDocument/didChange",
                json!({"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}),
            );
            diagnostics(&client, version)
        })
    });
    client
        .sender
        .send(Message::Request(Request::new(
            RequestId::from(2),
            "shutdown".into(),
            Value::Null,
        )))
        .unwrap();
    notify(&client, "exit", Value::Null);
    drop(client);
    thread.join().unwrap();
}

criterion_group!(benches, lsp);
criterion_main!(benches);
