//! Settings: what `initializationOptions` and
//! `workspace/didChangeConfiguration` may carry, and the target and compile
//! options they select.
//!
//! ```json
//! { "target": "nethack-3.6.7", "catalog": "/path/to/catalog.txt",
//!   "features": { "REINCARNATION": false }, "extraWarnings": true,
//!   "deny": ["unused-register"], "allow": ["warnings"],
//!   "luaRunLimit": 5000000 }
//! ```
//!
//! The same object may also be nested under a `"dgn"` key (as most editors
//! send section-scoped settings). Every field is optional; missing fields
//! keep the compilers' defaults (target `nethack-3.4.3`, its built-in
//! catalog and feature defaults, no extra warnings).
//!
//! A `dgn.toml` found from a document's directory (see
//! `dgn_core::settings`) applies to that document too, and wins over the
//! editor's settings key by key: the file says what the data beside it is
//! built for, so the editor shows what the build will say. It is read again
//! at every compile, so edits to it apply at the next keystroke; a
//! `dgn.toml` that cannot be used is an error at the top of the document.
//! With no target in either, a level file in the other dialect is read as
//! that dialect, with a warning.

use dgn_core::diag::WarningPolicy;
use dgn_core::settings::{Face, SettingsError, TargetOrigin};
use dgn_core::{Features, Target};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;

/// The settings as the client sends them.
#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase", default)]
pub struct Settings {
    /// Target name (one of `dgn_core::target::BUILTIN_TARGETS`:
    /// `nethack-3.4.3`, `nethack-3.6.7` or `nethack-3.7`); its dialect is the
    /// dialect of `.des` files.
    pub target: Option<String>,
    /// A catalog file replacing the target's monster and object tables.
    pub catalog: Option<String>,
    /// `%NAME` features turned on (`true`, as `-D`) or off (`false`, `-U`).
    pub features: BTreeMap<String, bool>,
    /// lev_comp's `-w`: the extra 3.4.3 checks.
    pub extra_warnings: bool,
    /// Warnings made errors (`-W NAME`; `error` for all).
    pub deny: Vec<String>,
    /// Warnings silenced (`-A NAME`; `warnings` for all).
    pub allow: Vec<String>,
    /// The steps one run of a `.lua` level may take before it is stopped
    /// (default [`crate::luahelp::EDITOR_RUN_LIMIT`]).
    pub lua_run_limit: Option<u64>,
}

impl Settings {
    /// Reads settings from a JSON value, at its top level or under `"dgn"`.
    /// Anything unreadable gives the defaults and a message saying why.
    pub fn from_json(value: &serde_json::Value) -> (Settings, Option<String>) {
        let v = value.get("dgn").unwrap_or(value);
        if v.is_null() {
            return (Settings::default(), None);
        }
        match serde_json::from_value(v.clone()) {
            Ok(s) => (s, None),
            Err(e) => (
                Settings::default(),
                Some(format!("dgn-lsp: ignoring settings: {e}")),
            ),
        }
    }

    /// The target, features and warning policy these settings select, and a
    /// message for every part that could not be used (the default is kept).
    pub fn resolve(&self) -> (Resolved, Vec<String>) {
        let mut problems = Vec::new();
        let name = self.target.as_deref().unwrap_or("nethack-3.4.3");
        let mut target = Target::builtin(name).unwrap_or_else(|| {
            problems.push(format!(
                "unknown target `{name}` (known targets: {}); using nethack-3.4.3",
                dgn_core::target::BUILTIN_TARGETS.join(", ")
            ));
            Target::nethack_343()
        });
        if let Some(path) = &self.catalog {
            match std::fs::read_to_string(path) {
                Ok(text) => match dgn_core::catalog::Catalog::parse(&text) {
                    Ok(c) => target = target.with_catalog(c),
                    Err(e) => problems.push(format!("catalog {path}: {e}")),
                },
                Err(e) => problems.push(format!("cannot read catalog {path}: {e}")),
            }
        }
        let mut features = Features::new();
        for (name, &on) in &self.features {
            if on {
                features.define(name.clone());
            } else {
                features.undefine(name.clone());
            }
        }
        let mut warnings = WarningPolicy::default();
        for w in &self.deny {
            if w == "error" || w == "errors" {
                warnings.all_errors = true;
            } else {
                warnings.errors.push(w.clone());
            }
        }
        for a in &self.allow {
            if a == "warnings" {
                warnings.all_allowed = true;
            } else {
                warnings.allowed.push(a.clone());
            }
        }
        (
            Resolved {
                target,
                features,
                warnings,
                extra_warnings: self.extra_warnings,
                lua_run_limit: self
                    .lua_run_limit
                    .unwrap_or(crate::luahelp::EDITOR_RUN_LIMIT),
                // An unknown name falls back to the default, as if unset.
                target_given: self
                    .target
                    .as_deref()
                    .is_some_and(|n| Target::builtin(n).is_some()),
                feature_list: self
                    .features
                    .iter()
                    .map(|(n, &on)| (n.clone(), on))
                    .collect(),
            },
            problems,
        )
    }
}

/// Settings turned into what the compilers take.
#[derive(Clone, Debug)]
pub struct Resolved {
    /// The target (dialect, catalog, feature defaults).
    pub target: Target,
    /// `-D`/`-U` overrides for dungeon descriptions.
    pub features: Features,
    /// What to do with warnings.
    pub warnings: WarningPolicy,
    /// lev_comp's `-w`.
    pub extra_warnings: bool,
    /// The steps one run of a `.lua` level may take.
    pub lua_run_limit: u64,
    /// Whether the target was named (else it is the default, and a level
    /// file in the other dialect is read as that dialect).
    pub target_given: bool,
    /// The features as set, in order (what `features` was built from).
    feature_list: Vec<(String, bool)>,
}

impl Resolved {
    /// How the target was chosen, for the level compiler.
    pub fn origin(&self) -> TargetOrigin {
        if self.target_given {
            TargetOrigin::given(Face::Editor)
        } else {
            TargetOrigin::default_in(Face::Editor)
        }
    }

    /// The settings for the document at `path`: the `dgn.toml` that
    /// applies to it over these (see the [module docs](self)), or these
    /// and why that file cannot be used.
    pub fn for_file(&self, path: Option<&Path>) -> (Resolved, Option<SettingsError>) {
        let found = match path {
            Some(p) => dgn_core::settings::for_file(p),
            None => Ok(None),
        };
        let file = match found {
            Ok(Some(f)) => f,
            Ok(None) => return (self.clone(), None),
            Err(e) => return (self.clone(), Some(e)),
        };
        let mut out = self.clone();
        if let Some(t) = file.target() {
            out.target = t;
            out.target_given = true;
        } else {
            out.target = file.with_catalog(out.target);
        }
        let mut features = Features::new();
        for (name, on) in self.feature_list.iter().chain(&file.features) {
            if *on {
                features.define(name.clone());
            } else {
                features.undefine(name.clone());
            }
        }
        out.features = features;
        out.warnings = dgn_core::settings::overlay(self.warnings.clone(), &file.warning_policy());
        out.extra_warnings = file.extra_warnings.unwrap_or(self.extra_warnings);
        (out, None)
    }
}

impl Default for Resolved {
    fn default() -> Self {
        Settings::default().resolve().0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_and_flat_settings() {
        let v = serde_json::json!({"dgn": {"target": "nethack-3.6.7", "extraWarnings": true}});
        let (s, e) = Settings::from_json(&v);
        assert_eq!(e, None);
        assert_eq!(s.target.as_deref(), Some("nethack-3.6.7"));
        assert!(s.extra_warnings);
        let (s, e) = Settings::from_json(&serde_json::json!({"target": 5}));
        assert_eq!(s, Settings::default());
        assert!(e.unwrap().contains("ignoring settings"));
        let (r, p) = Settings {
            target: Some("nethack-9".into()),
            ..Default::default()
        }
        .resolve();
        assert_eq!(r.target.name, "nethack-3.4.3");
        assert!(p[0].contains("unknown target `nethack-9`"), "{p:?}");
    }
}
