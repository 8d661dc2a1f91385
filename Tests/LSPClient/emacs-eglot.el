;;; emacs-eglot.el --- `swatch lsp' in Emacs's eglot, in batch mode  -*- lexical-binding: t -*-
;; Run by EmacsClientTests as
;;   SWATCH=… OUT=… THEME=…/Acme.theme.yaml emacs --batch -q -l Tests/LSPClient/emacs-eglot.el
;; on a copy of Themes/Acme.theme.yaml. It writes what it saw to OUT, one finding a line, for the test to judge;
;; it edits the buffer only, never the file.
;;
;; Batch mode has no idle time, so what an interactive Emacs does on idle timers is done here by hand: eglot's
;; sending of changes (`eglot--signal-textDocument/didChange') and flymake's asking for diagnostics.

(require 'eglot)
(require 'yaml-mode)
(setq make-backup-files nil auto-save-default nil create-lockfiles nil)

(defun swatch-say (&rest parts)
  (append-to-file (concat (mapconcat (lambda (part) (format "%s" part)) parts " ") "\n") nil (getenv "OUT")))

(defun swatch-wait-until (predicate seconds)
  "Reads what the server sends until PREDICATE holds or SECONDS pass; PREDICATE's last value."
  (let ((deadline (+ (float-time) seconds)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (funcall predicate)))

(defun swatch-settle ()
  "Sends the buffer's changes and asks flymake for the diagnostics, as the idle timers would."
  (eglot--signal-textDocument/didChange)
  (accept-process-output nil 0.2)
  (flymake-start))

(defun swatch-codes ()
  "Each flymake diagnostic as LINE COLUMN RULE (0-based, as LSP counts)."
  (mapcar (lambda (diagnostic)
            (let ((start (flymake-diagnostic-beg diagnostic)))
              (format "%d %d %s" (1- (line-number-at-pos start))
                      (save-excursion (goto-char start) (current-column))
                      (if (string-match "\\[\\([A-Z]+-[a-z]+\\)\\]" (flymake-diagnostic-text diagnostic))
                          (match-string 1 (flymake-diagnostic-text diagnostic))
                        "?"))))
          (flymake-diagnostics)))

(defun swatch-line-of (text)
  (save-excursion
    (goto-char (point-min))
    (re-search-forward (concat "^" (regexp-quote text) "$"))
    (1- (line-number-at-pos))))

(defun swatch-position (line character)
  (list :line line :character character))

(defun swatch-run ()
  (find-file (getenv "THEME"))
  (yaml-mode)
  (eglot '(yaml-mode) (cons 'transient (file-name-directory (getenv "THEME"))) 'eglot-lsp-server
         (list (getenv "SWATCH") "lsp") "yaml")
  (let ((server (eglot-current-server)))
    (unless server (error "no server"))
    (swatch-settle)
    (swatch-wait-until (lambda () (bound-and-true-p flymake-mode)) 10)
    (swatch-say "opened" (length (flymake-diagnostics)))

    (let* ((hover (jsonrpc-request server :textDocument/hover
                                   (list :textDocument (eglot--TextDocumentIdentifier)
                                         :position (swatch-position (swatch-line-of "  headline:") 4))))
           (text (plist-get (plist-get hover :contents) :value))
           (rows (seq-filter (lambda (row) (string-match-p "^| \\(light\\|dark\\) ·" row)) (split-string text "\n"))))
      (swatch-say "hover-states" (length rows)))

    (let ((role (swatch-line-of "    role: tint")))
      (goto-char (point-min))
      (forward-line role)
      (move-to-column 10)
      (delete-char 4)
      (insert "tnit")
      (swatch-wait-until (lambda () (swatch-settle) (flymake-diagnostics)) 20)
      (dolist (code (swatch-codes)) (swatch-say "diagnostic" code))
      (let ((actions (jsonrpc-request server :textDocument/codeAction
                                      (list :textDocument (eglot--TextDocumentIdentifier)
                                            :range (list :start (swatch-position role 10) :end (swatch-position role 14))
                                            :context (list :diagnostics [])))))
        (seq-doseq (action actions)
          (when (eq (plist-get action :isPreferred) t)
            (swatch-say "action" (plist-get action :title))
            (eglot--apply-workspace-edit (plist-get action :edit))
            (swatch-wait-until (lambda () (swatch-settle) (null (flymake-diagnostics))) 20)
            (swatch-say "after-fix" (length (flymake-diagnostics))
                        (buffer-substring (line-beginning-position) (line-end-position)))))))

    ;; A new line in `brand:', which has role, description, light, dark and on: the keys it lacks.
    (let ((line (1+ (swatch-line-of "    on: [cardBackground, systemBackground]"))))
      (goto-char (point-min))
      (forward-line line)
      (insert "    \n")
      (swatch-settle)
      (let ((completion (jsonrpc-request server :textDocument/completion
                                         (list :textDocument (eglot--TextDocumentIdentifier)
                                               :position (swatch-position line 4)))))
        (seq-doseq (item (plist-get completion :items))
          (swatch-say "completion" (plist-get item :label)))))
    (set-buffer-modified-p nil)
    (eglot-shutdown server)
    (swatch-say "done")))

(condition-case failure
    (swatch-run)
  (error (swatch-say "error" (error-message-string failure))))
(kill-emacs 0)
