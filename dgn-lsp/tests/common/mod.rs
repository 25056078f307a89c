//! An in-process LSP client driving `dgn_lsp::run` over lsp-server's
//! in-memory connection.
#![allow(dead_code)]

use lsp_server::{Connection, Message, Notification, Request, RequestId};
use serde_json::{json, Value};
use std::collections::VecDeque;
use std::thread::JoinHandle;
use std::time::Duration;

pub const TIMEOUT: Duration = Duration::from_secs(60);

pub struct Client {
    conn: Option<Connection>,
    thread: Option<JoinHandle<()>>,
    next_id: i32,
    /// Notifications received while waiting for something else.
    pub pending: VecDeque<Notification>,
    /// The result of `initialize`.
    pub init: Value,
}

impl Client {
    /// Starts a server; `utf8` offers UTF-8 positions.
    pub fn start(options: Value, utf8: bool) -> Client {
        let (server, client) = Connection::memory();
        let thread = std::thread::spawn(move || {
            dgn_lsp::run(server).expect("server runs");
        });
        let mut c = Client {
            conn: Some(client),
            thread: Some(thread),
            next_id: 0,
            pending: VecDeque::new(),
            init: Value::Null,
        };
        let encodings = if utf8 {
            json!(["utf-8", "utf-16"])
        } else {
            json!(["utf-16"])
        };
        c.init = c.request(
            "initialize",
            json!({
                "processId": null, "rootUri": null,
                "capabilities": {"general": {"positionEncodings": encodings}},
                "initializationOptions": options,
            }),
        );
        c.notify("initialized", json!({}));
        c
    }

    fn conn(&self) -> &Connection {
        self.conn.as_ref().unwrap()
    }

    pub fn notify(&self, method: &str, params: Value) {
        self.conn()
            .sender
            .send(Message::Notification(Notification::new(
                method.into(),
                params,
            )))
            .unwrap();
    }

    /// Sends a request and waits for its result (`Err` with the error).
    pub fn try_request(&mut self, method: &str, params: Value) -> Result<Value, Value> {
        self.next_id += 1;
        let id = RequestId::from(self.next_id);
        self.conn()
            .sender
            .send(Message::Request(Request::new(
                id.clone(),
                method.into(),
                params,
            )))
            .unwrap();
        loop {
            match self
                .conn()
                .receiver
                .recv_timeout(TIMEOUT)
                .expect("a reply in time")
            {
                Message::Response(r) if r.id == id => {
                    return match r.error {
                        Some(e) => Err(serde_json::to_value(e).unwrap()),
                        None => Ok(r.result.unwrap_or(Value::Null)),
                    }
                }
                Message::Notification(n) => self.pending.push_back(n),
                _ => {}
            }
        }
    }

    pub fn request(&mut self, method: &str, params: Value) -> Value {
        self.try_request(method, params).expect("request succeeds")
    }

    /// The next notification with `method`.
    pub fn wait_for(&mut self, method: &str) -> Value {
        if let Some(i) = self.pending.iter().position(|n| n.method == method) {
            return self.pending.remove(i).unwrap().params;
        }
        loop {
            match self
                .conn()
                .receiver
                .recv_timeout(TIMEOUT)
                .expect("a notification in time")
            {
                Message::Notification(n) if n.method == method => return n.params,
                Message::Notification(n) => self.pending.push_back(n),
                _ => {}
            }
        }
    }

    /// The diagnostics published for `uri` at `version`.
    pub fn diagnostics(&mut self, uri: &str, version: i32) -> Value {
        loop {
            let p = self.wait_for("textDocument/publishDiagnostics");
            if p["uri"] == uri && p["version"] == version {
                return p["diagnostics"].clone();
            }
        }
    }

    pub fn open(&self, uri: &str, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({"textDocument": {"uri": uri, "languageId": "", "version": 1, "text": text}}),
        );
    }

    pub fn change(&self, uri: &str, version: i32, changes: Value) {
        self.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": uri, "version": version}, "contentChanges": changes}),
        );
    }

    /// A request at a position of a document.
    pub fn at(&mut self, method: &str, uri: &str, line: u32, character: u32) -> Value {
        let context = match method {
            "textDocument/references" => json!({"includeDeclaration": true}),
            "textDocument/completion" => json!({"triggerKind": 1}),
            _ => Value::Null,
        };
        self.request(
            method,
            json!({"textDocument": {"uri": uri}, "position": {"line": line, "character": character},
                   "context": context}),
        )
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        if std::thread::panicking() {
            return;
        }
        let _ = self.try_request("shutdown", Value::Null);
        self.notify("exit", Value::Null);
        drop(self.conn.take());
        if let Some(t) = self.thread.take() {
            t.join().expect("server thread ends cleanly");
        }
    }
}

/// `{"start": {...}, "end": {...}}` as `[l0, c0, l1, c1]`.
pub fn range(v: &Value) -> [u64; 4] {
    [
        v["start"]["line"].as_u64().unwrap(),
        v["start"]["character"].as_u64().unwrap(),
        v["end"]["line"].as_u64().unwrap(),
        v["end"]["character"].as_u64().unwrap(),
    ]
}
