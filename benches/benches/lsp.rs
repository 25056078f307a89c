//! `cargo bench -p dgn-bench -- lsp`: how long the language server takes
//! from a change of the largest corpus `.des` file to the diagnostics it
//! publishes for it (target: under 20 ms).

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
    let text = std::fs::read_to_string(&path).expect("corpus .des is text");
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
    let uri = "file:///bench/largest.des";
    notify(
        &client,
        "textDocument/didOpen",
        json!({"textDocument": {"uri": uri, "languageId": "des", "version": 0, "text": text}}),
    );
    assert_eq!(
        diagnostics(&client, 0),
        0,
        "{} compiles cleanly",
        path.display()
    );

    // Each change types one character into a comment line at the top, or
    // takes it out again, and waits for the diagnostics of that version.
    let mut version = 0;
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    c.bench_function(&format!("lsp/change-to-diagnostics/{target}/{name}"), |b| {
        b.iter(|| {
            version += 1;
            let change = if version % 2 == 1 {
                json!({"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}, "text": "#\n"})
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
