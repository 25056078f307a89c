//! The message loop: initialization, document synchronization, requests, and
//! publishing what the compile thread finds.

use crate::config::{Resolved, Settings};
use crate::diagnostics::{Fix, Language};
use crate::features;
use crate::text::{Document, Encoding};
use crate::worker::{self, Done, Job};
use crossbeam_channel::{select, Sender};
use lsp_server::{Connection, ErrorCode, Message, Notification, Request, RequestId, Response};
use lsp_types::notification::Notification as _;
use lsp_types::request::Request as _;
use lsp_types::{
    notification as note, request as req, CodeAction, CodeActionKind, CodeActionOrCommand,
    CodeActionParams, CodeActionProviderCapability, CompletionOptions, CompletionParams,
    CompletionResponse, DidChangeConfigurationParams, DidChangeTextDocumentParams,
    DidCloseTextDocumentParams, DidOpenTextDocumentParams, DocumentSymbolParams,
    DocumentSymbolResponse, GotoDefinitionParams, GotoDefinitionResponse, HoverParams,
    HoverProviderCapability, InitializeParams, LogMessageParams, MessageType, OneOf,
    PositionEncodingKind, PublishDiagnosticsParams, ReferenceParams, ServerCapabilities,
    ServerInfo, ShowMessageParams, TextDocumentSyncCapability, TextDocumentSyncKind, TextEdit, Url,
    WorkspaceEdit,
};
use std::collections::HashMap;
use std::error::Error;
use std::sync::Arc;

/// An error that ends the server (the connection broke).
pub type BoxError = Box<dyn Error + Send + Sync>;

/// One open document.
struct Open {
    doc: Document,
    lang: Language,
    /// The language id the client gave.
    language_id: String,
    /// The quick fixes of the latest published diagnostics.
    fixes: Vec<Fix>,
    /// For a `.lua` level: what its latest check that built it built.
    built: Option<Arc<crate::luahelp::Built>>,
}

struct Server {
    sender: Sender<Message>,
    enc: Encoding,
    cfg: Arc<Resolved>,
    docs: HashMap<Url, Open>,
    jobs: Sender<Job>,
}

/// The capabilities the server announces, for position encoding `enc`.
pub fn capabilities(enc: Encoding) -> ServerCapabilities {
    ServerCapabilities {
        position_encoding: Some(match enc {
            Encoding::Utf8 => PositionEncodingKind::UTF8,
            Encoding::Utf16 => PositionEncodingKind::UTF16,
        }),
        text_document_sync: Some(TextDocumentSyncCapability::Kind(
            TextDocumentSyncKind::INCREMENTAL,
        )),
        hover_provider: Some(HoverProviderCapability::Simple(true)),
        completion_provider: Some(CompletionOptions {
            // `.` for `des.`/`selection.` and `:` for selection methods, in
            // Lua levels (only there).
            trigger_characters: Some(vec![
                "\"".into(),
                "$".into(),
                "'".into(),
                ".".into(),
                ":".into(),
            ]),
            ..Default::default()
        }),
        definition_provider: Some(OneOf::Left(true)),
        references_provider: Some(OneOf::Left(true)),
        document_symbol_provider: Some(OneOf::Left(true)),
        code_action_provider: Some(CodeActionProviderCapability::Simple(true)),
        ..Default::default()
    }
}

/// The position encoding to use: UTF-8 when the client offers it, else
/// UTF-16.
pub fn negotiate(params: &InitializeParams) -> Encoding {
    let offered = params
        .capabilities
        .general
        .as_ref()
        .and_then(|g| g.position_encodings.as_ref());
    match offered {
        Some(list) if list.contains(&PositionEncodingKind::UTF8) => Encoding::Utf8,
        _ => Encoding::Utf16,
    }
}

/// Serves one client over `conn` until it sends `exit` (or the connection
/// closes). Compiles run on a thread of their own.
pub fn run(conn: Connection) -> Result<(), BoxError> {
    let (id, params) = conn.initialize_start()?;
    let init: InitializeParams = serde_json::from_value(params).unwrap_or_default();
    let enc = negotiate(&init);
    let result = serde_json::json!({
        "capabilities": capabilities(enc),
        "serverInfo": ServerInfo { name: "dgn-lsp".into(), version: Some(env!("CARGO_PKG_VERSION").into()) },
    });
    conn.initialize_finish(id, result)?;

    let (job_tx, job_rx) = crossbeam_channel::unbounded::<Job>();
    let (done_tx, done_rx) = crossbeam_channel::unbounded::<Done>();
    let compile_thread = std::thread::Builder::new()
        .name("dgn-lsp compile".into())
        .spawn(move || worker::run(job_rx, done_tx))?;

    let mut server = Server {
        sender: conn.sender.clone(),
        enc,
        cfg: Arc::new(Resolved::default()),
        docs: HashMap::new(),
        jobs: job_tx,
    };
    if let Some(opts) = &init.initialization_options {
        server.configure(opts);
    }

    // After `shutdown`, requests are refused until `exit` (or the end of
    // the connection).
    let mut shutting_down = false;
    loop {
        select! {
            recv(conn.receiver) -> msg => {
                let Ok(msg) = msg else { break };
                match msg {
                    Message::Request(r) => {
                        if r.method == req::Shutdown::METHOD {
                            shutting_down = true;
                            server.send(Response::new_ok(r.id, ()));
                            continue;
                        }
                        if shutting_down {
                            server.send(Response::new_err(
                                r.id,
                                ErrorCode::InvalidRequest as i32,
                                "the server is shutting down".into(),
                            ));
                            continue;
                        }
                        server.request(r);
                    }
                    Message::Notification(n) => {
                        if n.method == note::Exit::METHOD {
                            break;
                        }
                        server.guard(&n.method.clone(), |s| s.notification(n));
                    }
                    Message::Response(_) => {}
                }
            }
            recv(done_rx) -> done => {
                if let Ok(done) = done {
                    server.publish(done);
                }
            }
        }
    }
    drop(server);
    let _ = compile_thread.join();
    Ok(())
}

fn panic_text(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".into())
}

impl Server {
    fn send(&self, m: impl Into<Message>) {
        // The connection closing ends the loop; nothing to do here.
        let _ = self.sender.send(m.into());
    }

    fn notify<N: lsp_types::notification::Notification>(&self, params: N::Params) {
        self.send(Notification::new(N::METHOD.to_owned(), params));
    }

    /// Logs to standard error and to the client's log.
    fn log(&self, typ: MessageType, message: String) {
        eprintln!("{message}");
        self.notify::<note::LogMessage>(LogMessageParams { typ, message });
    }

    /// Runs `f`, logging a panic instead of dying of it.
    fn guard(&mut self, what: &str, f: impl FnOnce(&mut Server)) {
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(self)));
        if let Err(p) = r {
            self.log(
                MessageType::ERROR,
                format!(
                    "dgn-lsp: internal error handling {what}: {}",
                    panic_text(&*p)
                ),
            );
        }
    }

    fn configure(&mut self, value: &serde_json::Value) {
        let (settings, problem) = Settings::from_json(value);
        let (cfg, mut problems) = settings.resolve();
        problems.extend(problem);
        for p in problems {
            self.log(MessageType::WARNING, p.clone());
            self.notify::<note::ShowMessage>(ShowMessageParams {
                typ: MessageType::WARNING,
                message: p,
            });
        }
        self.cfg = Arc::new(cfg);
    }

    /// The settings for one document: its `dgn.toml` over the editor's.
    fn cfg_for(&self, uri: &Url) -> Resolved {
        let path = uri.to_file_path().ok();
        self.cfg.for_file(path.as_deref()).0
    }

    fn schedule(&mut self, uri: &Url) {
        if let Some(o) = self.docs.get_mut(uri) {
            // Which `.lua` files are levels depends on their text and on
            // their `dgn.toml`: decided again at every change.
            if matches!(o.lang, Language::Lua | Language::LuaLevel { .. }) {
                o.lang = Language::detect(uri, &o.language_id, o.doc.text());
            }
            let _ = self.jobs.send(Job {
                uri: uri.clone(),
                doc: o.doc.clone(),
                lang: o.lang,
                cfg: self.cfg.clone(),
                enc: self.enc,
            });
        }
    }

    fn publish(&mut self, done: Done) {
        let Some(open) = self.docs.get_mut(&done.uri) else {
            return;
        };
        if open.doc.version != done.version {
            return; // a newer text is on its way
        }
        match done.report {
            Ok(report) => {
                open.fixes = report.fixes;
                // A check that built nothing (a syntax error, a stop)
                // keeps the last picture.
                if report.built.is_some()
                    || !matches!(open.lang, Language::LuaLevel { library: false })
                {
                    open.built = report.built;
                }
                self.notify::<note::PublishDiagnostics>(PublishDiagnosticsParams {
                    uri: done.uri,
                    diagnostics: report.diagnostics,
                    version: Some(done.version),
                });
            }
            Err(e) => self.log(MessageType::ERROR, e),
        }
    }

    fn notification(&mut self, n: Notification) {
        match n.method.as_str() {
            note::DidOpenTextDocument::METHOD => {
                let Ok(p) = serde_json::from_value::<DidOpenTextDocumentParams>(n.params) else {
                    return self.log(MessageType::WARNING, "dgn-lsp: bad didOpen".into());
                };
                let d = p.text_document;
                let lang = Language::detect(&d.uri, &d.language_id, &d.text);
                let doc = Document::new(d.text, d.version);
                self.docs.insert(
                    d.uri.clone(),
                    Open {
                        doc,
                        lang,
                        language_id: d.language_id,
                        fixes: Vec::new(),
                        built: None,
                    },
                );
                self.schedule(&d.uri);
            }
            note::DidChangeTextDocument::METHOD => {
                let Ok(p) = serde_json::from_value::<DidChangeTextDocumentParams>(n.params) else {
                    return self.log(MessageType::WARNING, "dgn-lsp: bad didChange".into());
                };
                let uri = p.text_document.uri;
                let enc = self.enc;
                if let Some(o) = self.docs.get_mut(&uri) {
                    for c in &p.content_changes {
                        o.doc.apply(c, enc);
                    }
                    o.doc.version = p.text_document.version;
                    o.fixes.clear();
                    self.schedule(&uri);
                }
            }
            note::DidCloseTextDocument::METHOD => {
                if let Ok(p) = serde_json::from_value::<DidCloseTextDocumentParams>(n.params) {
                    let uri = p.text_document.uri;
                    if self.docs.remove(&uri).is_some() {
                        self.notify::<note::PublishDiagnostics>(PublishDiagnosticsParams {
                            uri,
                            diagnostics: Vec::new(),
                            version: None,
                        });
                    }
                }
            }
            note::DidChangeConfiguration::METHOD => {
                if let Ok(p) = serde_json::from_value::<DidChangeConfigurationParams>(n.params) {
                    if !p.settings.is_null() {
                        self.configure(&p.settings);
                        let uris: Vec<Url> = self.docs.keys().cloned().collect();
                        for u in &uris {
                            self.schedule(u);
                        }
                    }
                }
            }
            _ => {}
        }
    }

    fn request(&mut self, r: Request) {
        let id = r.id.clone();
        let method = r.method.clone();
        let mut answered = false;
        self.guard(&method, |s| {
            let resp = s.answer(r);
            s.send(resp);
            answered = true;
        });
        if !answered {
            self.send(Response::new_err(
                id,
                ErrorCode::InternalError as i32,
                format!("internal error handling {method}"),
            ));
        }
    }

    fn answer(&mut self, r: Request) -> Response {
        fn parse<P: serde::de::DeserializeOwned>(
            id: &RequestId,
            v: serde_json::Value,
        ) -> Result<P, Response> {
            serde_json::from_value(v).map_err(|e| {
                Response::new_err(id.clone(), ErrorCode::InvalidParams as i32, e.to_string())
            })
        }
        let id = r.id.clone();
        let ok = |v: serde_json::Value| Response::new_ok(id.clone(), v);
        let enc = self.enc;
        let result = match r.method.as_str() {
            req::HoverRequest::METHOD => parse::<HoverParams>(&id, r.params).map(|p| {
                let tp = p.text_document_position_params;
                let v = self
                    .docs
                    .get(&tp.text_document.uri)
                    .and_then(|o| match o.lang {
                        Language::Lua => crate::lua::hover(&o.doc, tp.position, enc),
                        Language::LuaLevel { .. } => crate::luahelp::hover_with_picture(
                            &o.doc,
                            tp.position,
                            enc,
                            o.built.as_ref().map(|b| b.picture()),
                        ),
                        _ => {
                            let cfg = self.cfg_for(&tp.text_document.uri);
                            features::hover(&o.doc, o.lang, &cfg, tp.position, enc)
                        }
                    });
                ok(serde_json::to_value(v).unwrap_or_default())
            }),
            req::Completion::METHOD => parse::<CompletionParams>(&id, r.params).map(|p| {
                let tp = p.text_document_position;
                let cfg = self.cfg_for(&tp.text_document.uri);
                let trigger = p
                    .context
                    .as_ref()
                    .and_then(|c| c.trigger_character.as_deref());
                let dot = trigger == Some(".");
                let colon = trigger == Some(":");
                let v = self.docs.get(&tp.text_document.uri).map(|o| {
                    CompletionResponse::Array(match o.lang {
                        _ if colon && !matches!(o.lang, Language::LuaLevel { .. }) => Vec::new(),
                        Language::Lua => crate::lua::completion(&o.doc, tp.position, enc),
                        Language::LuaLevel { .. } => {
                            crate::luahelp::completion(&o.doc, tp.position, enc)
                        }
                        _ if dot => Vec::new(),
                        _ => features::completion(&o.doc, o.lang, &cfg, tp.position, enc),
                    })
                });
                ok(serde_json::to_value(v).unwrap_or_default())
            }),
            req::GotoDefinition::METHOD => parse::<GotoDefinitionParams>(&id, r.params).map(|p| {
                let tp = p.text_document_position_params;
                let uri = tp.text_document.uri;
                let v = self.docs.get(&uri).map(|o| {
                    GotoDefinitionResponse::Array(match o.lang {
                        Language::Lua => crate::lua::definition(&o.doc, &uri, tp.position, enc),
                        Language::LuaLevel { .. } => {
                            crate::lualevel::definition(&o.doc, &uri, tp.position, enc)
                        }
                        _ => features::definition(&o.doc, o.lang, &uri, tp.position, enc),
                    })
                });
                ok(serde_json::to_value(v).unwrap_or_default())
            }),
            req::References::METHOD => parse::<ReferenceParams>(&id, r.params).map(|p| {
                let tp = p.text_document_position;
                let uri = tp.text_document.uri;
                let v = self.docs.get(&uri).map(|o| match o.lang {
                    Language::LuaLevel { .. } => crate::lualevel::references(
                        &o.doc,
                        &uri,
                        tp.position,
                        enc,
                        p.context.include_declaration,
                    ),
                    _ => features::references(
                        &o.doc,
                        o.lang,
                        &uri,
                        tp.position,
                        enc,
                        p.context.include_declaration,
                    ),
                });
                ok(serde_json::to_value(v).unwrap_or_default())
            }),
            req::DocumentSymbolRequest::METHOD => {
                parse::<DocumentSymbolParams>(&id, r.params).map(|p| {
                    let v = self.docs.get(&p.text_document.uri).map(|o| {
                        DocumentSymbolResponse::Nested(match o.lang {
                            Language::Lua => crate::lua::symbols(&o.doc, enc),
                            Language::LuaLevel { .. } => crate::lualevel::symbols(&o.doc, enc),
                            _ => features::symbols(&o.doc, o.lang, enc),
                        })
                    });
                    ok(serde_json::to_value(v).unwrap_or_default())
                })
            }
            req::CodeActionRequest::METHOD => parse::<CodeActionParams>(&id, r.params).map(|p| {
                let uri = p.text_document.uri;
                let v: Vec<CodeActionOrCommand> = self
                    .docs
                    .get(&uri)
                    .map(|o| code_actions(&o.fixes, &uri, p.range))
                    .unwrap_or_default();
                ok(serde_json::to_value(v).unwrap_or_default())
            }),
            _ => Err(Response::new_err(
                id.clone(),
                ErrorCode::MethodNotFound as i32,
                format!("unknown method {}", r.method),
            )),
        };
        result.unwrap_or_else(|e| e)
    }
}

/// The quick fixes whose diagnostic touches `range`.
fn code_actions(fixes: &[Fix], uri: &Url, range: lsp_types::Range) -> Vec<CodeActionOrCommand> {
    fixes
        .iter()
        .filter(|f| {
            let r = f.diagnostic.range;
            r.start <= range.end && range.start <= r.end
        })
        .map(|f| {
            let edit = TextEdit::new(f.range, f.new_text.clone());
            CodeActionOrCommand::CodeAction(CodeAction {
                title: f.title.clone(),
                kind: Some(CodeActionKind::QUICKFIX),
                diagnostics: Some(vec![f.diagnostic.clone()]),
                edit: Some(WorkspaceEdit {
                    changes: Some(HashMap::from([(uri.clone(), vec![edit])])),
                    ..Default::default()
                }),
                is_preferred: Some(true),
                ..Default::default()
            })
        })
        .collect()
}
